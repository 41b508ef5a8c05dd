import React from "react";
import { LanguageOffer } from "./LanguageOffer";
import { PreviewNotice } from "./PreviewNotice";
import { SiteNotice } from "./SiteNotice";
import { useSiteContent } from "../../hooks/useSiteContent";
import { useLocale } from "../../lib/LocaleContext";
import { defaultLocale, locales } from "../../lib/locales";

/**
 * What every page shows before its own content, in one declared place: the first thing in <main>,
 * so a screen reader reads it first after the skip link. In order: the preview notice (a deploy
 * preview or branch deploy, never production), the notice that the site is not launched yet
 * (production before data/site.yaml launched), the editor's notice to every visitor
 * (data/layout.yaml siteNotice, while it is filled in), and on a page in the site's first language
 * the offer of its twin in each other language (hidden until its module finds the browser prefers
 * that one). Something new that every page shows goes here, as one more line.
 *
 * A page's own sections never depend on what is here: tests find a section by its landmark or its
 * label, never by its position in <main> (tests/support/landmarks.ts).
 */
export function SiteWide({ pathname }: { pathname: string }) {
  const locale = useLocale();
  const { layout, preview, notLaunched } = useSiteContent(locale);
  const offered = locale === defaultLocale ? locales.filter((candidate) => candidate !== locale) : [];
  return (
    <div data-site-wide="">
      {preview && <PreviewNotice copy={layout.previewNotice} />}
      {notLaunched && <PreviewNotice copy={layout.notLaunchedNotice} />}
      {layout.siteNotice && <SiteNotice notice={layout.siteNotice} locale={locale} />}
      {offered.map((other) => (
        <LanguageOffer key={other} offered={other} pathname={pathname} />
      ))}
    </div>
  );
}

import React from "react";
import { useShareImage } from "../../hooks/useShareImage";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { defaultLocale, localePath, locales, pageLocale, pathWithoutLocale, type Locale } from "../../lib/locales";
import { theme } from "../../theme/theme";

interface SeoProps {
  /** The page's own title; the organisation's name is added after it. */
  title: string;
  description: string;
  /** The page's path, for its canonical address. */
  pathname: string;
  /** The page's context (Gatsby's HeadProps), whose `locale` is the page's language. */
  pageContext: unknown;
  /** Page-specific head tags (e.g. a preload for the hero photo). */
  children?: React.ReactNode;
}

/** Open Graph's names for the site's languages. */
const ogLocales: Record<Locale, string> = { en: "en_US", es: "es_US" };

/**
 * Every page's document head, through Gatsby's Head API (no react-helmet, no client JS): its
 * language is its page's, as the layout's (lib/locales.ts pageLocale), and it names its twin in the other language.
 */
export function Seo({ title, description, pathname, pageContext, children }: SeoProps) {
  const { title: siteTitle, siteUrl, indexable } = useSiteMetadata();
  const locale = pageLocale({ location: { pathname }, pageContext });
  const shareImage = useShareImage(locale);
  const fullTitle = `${title} — ${siteTitle}`;
  const absolute = (path: string) => new URL(path, siteUrl).toString().replace(/\/$/, path === "/" ? "/" : "");
  const url = absolute(pathname);
  const page = pathWithoutLocale(pathname);
  const imageUrl = new URL(shareImage.path, siteUrl).toString();
  return (
    <>
      <title>{fullTitle}</title>
      {/* A preview, or the site before its launch: every response says so too (X-Robots-Tag, plugins/site-finish/headersFile.ts). */}
      {!indexable && <meta name="robots" content="noindex" />}
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {locales.map((other) => (
        <link key={other} rel="alternate" hrefLang={other} href={absolute(localePath(other, page))} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absolute(localePath(defaultLocale, page))} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={siteTitle} />
      <meta property="og:locale" content={ogLocales[locale]} />
      {locales
        .filter((other) => other !== locale)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={ogLocales[other]} />
        ))}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content="image/jpeg" />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={shareImage.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={shareImage.alt} />
      {/* Read from the theme module, not the React context: Head renders outside the providers. */}
      <meta name="theme-color" content={theme.roles.brand.browserChrome} />
      {children}
    </>
  );
}

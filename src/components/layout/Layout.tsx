import React from "react";
import styled from "styled-components";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { SkipLink } from "./SkipLink";
import { SiteWide } from "./SiteWide";
import { ErrorAlertTemplate, ErrorRegion } from "./ErrorAlert";
import { MailFallbackTemplate } from "../../mail/MailFallback";
import { useSiteContent } from "../../hooks/useSiteContent";
import { useLocale } from "../../lib/LocaleContext";
import { pageTitleId } from "../../lib/pageTitle";
import { theme } from "../../theme/theme";
import { visuallyHidden } from "../ui/VisuallyHidden";

interface LayoutProps {
  pathname: string;
  children: React.ReactNode;
}

/**
 * Wraps every page (gatsby-ssr/-browser wrapPageElement): skip link, header, the content (after
 * what every page shows first, in its one declared place: ./SiteWide.tsx), footer, and what the
 * page's scripts fill in: the error alert's region, the toasts' polite live region and the inert
 * templates they copy from.
 */
export function Layout({ pathname, children }: LayoutProps) {
  const locale = useLocale();
  const { layout, forms } = useSiteContent(locale);
  return (
    <>
      <SkipLink href={`#${pageTitleId}`}>{layout.skipLink}</SkipLink>
      <Header pathname={pathname} />
      <Main id="main" data-site-main="">
        <SiteWide pathname={pathname} />
        <ErrorRegion />
        {children}
      </Main>
      <Footer />
      <Toasts data-toasts="" aria-live="polite" />
      <ErrorAlertTemplate copy={layout.error} />
      <MailFallbackTemplate copy={forms.fallback} />
    </>
  );
}

const Main = styled.main`
  display: block;
  min-height: 60vh;
  padding-top: ${theme.sizes.headerHeight};
`;

/** Toasts (src/enhance/toasts.ts): a short message each, stacked above the bottom of the screen, or below its top clear of the focused control. */
const Toasts = styled.div`
  position: fixed;
  bottom: ${theme.space.md};
  left: 50%;
  z-index: ${theme.zIndices.skipLink};
  display: grid;
  gap: ${theme.space.xs};
  width: min(${theme.sizes.card}, calc(100vw - ${theme.space.xl}));
  transform: translateX(-50%);
  pointer-events: none;

  /* Moved to the top by src/enhance/toasts.ts when the focused control is at the bottom. */
  &[data-edge="top"] {
    bottom: auto;
  }

  & > * {
    margin: 0;
    padding: ${theme.space.sm} ${theme.space.md};
    border-radius: ${theme.radii.md};
    background: ${theme.roles.surface.floating};
    color: ${theme.roles.text.onInverse};
    box-shadow: ${theme.shadows.lg};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.bold};
    text-align: center;
  }

  /* A toast's words for screen readers only (src/enhance/toasts.ts notify's aside). */
  & [data-toast-aside] {
    ${visuallyHidden}
  }
`;

import React from "react";
import styled from "styled-components";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { SkipLink } from "./SkipLink";
import { ErrorBoundary } from "./ErrorBoundary";
import { useSiteContent } from "../../hooks/useSiteContent";
import { ToastProvider } from "../mail/ToastProvider";
import { theme } from "../../theme/theme";

interface LayoutProps {
  pathname: string;
  children: React.ReactNode;
}

/** Wraps every page (gatsby-browser/ssr wrapPageElement): skip link, header, content, footer. */
export function Layout({ pathname, children }: LayoutProps) {
  const { layout } = useSiteContent();
  return (
    <ToastProvider>
      <SkipLink href="#main">{layout.skipLink}</SkipLink>
      <Header pathname={pathname} />
      <Main id="main" tabIndex={-1} data-site-main="">
        {/* Keyed by path: moving to another page clears an error shown on the last one. */}
        <ErrorBoundary key={pathname} copy={layout.error}>
          {children}
        </ErrorBoundary>
      </Main>
      <Footer />
    </ToastProvider>
  );
}

const Main = styled.main`
  display: block;
  min-height: 60vh;
  padding-top: ${theme.sizes.headerHeight};

  &:focus {
    outline: none;
  }
`;

import React from "react";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { Logo } from "../ui/Logo";
import { SiteName } from "../ui/SiteName";
import { MainNav } from "./MainNav";
import { useSiteContent } from "../../hooks/useSiteContent";
import { useLocale } from "../../lib/LocaleContext";
import { localePath } from "../../lib/locales";
import { theme } from "../../theme/theme";

/**
 * The bar at the top of every page: the logo and name (home link) and the main navigation, whose
 * language link a phone shows beside the menu button (narrower than 360 px, the logo stands for
 * the name, which the link's label still says, in a link still 44 px wide and high). Fixed
 * on a screen tall enough (theme.tall); on a shorter one it stays at the top of the page and
 * scrolls away with it, in the same room (Layout's padding), so it covers nothing that has focus.
 */
export function Header({ pathname }: { pathname: string }) {
  const locale = useLocale();
  const { site, nav, layout } = useSiteContent(locale);
  return (
    <Bar data-site-header="">
      <Inner>
        <Brand href={localePath(locale, "/")} aria-label={layout.homeLinkLabel}>
          <Logo />
          {/* The link's label says the name and where it leads; its words are not said again. */}
          <BrandName aria-hidden="true">
            <SiteName name={site.name} shortName={site.shortName} />
          </BrandName>
        </Brand>
        <MainNav
          pathname={pathname}
          links={nav.main}
          menuOnlyLinks={nav.menuOnly ?? []}
          cta={nav.cta}
          label={layout.mainNavLabel}
          menuLabels={layout.menuButton}
        />
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${theme.zIndices.header};
  height: ${theme.sizes.headerHeight};
  background: ${theme.roles.surface.card};
  border-bottom: ${theme.sizes.border} solid ${theme.roles.border.subtle};
  box-shadow: ${theme.shadows.sm};

  ${theme.tall} {
    position: fixed;
  }
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  height: 100%;
`;

const Brand = styled.a`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-width: ${theme.sizes.tapTarget};
  min-height: ${theme.sizes.tapTarget};
  color: ${theme.roles.text.heading};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.black};
  line-height: ${theme.lineHeights.tight};
  text-decoration: none;
  max-width: ${theme.sizes.brandNarrow};

  /* The logo alone, narrower than the link's 44 px: in its middle. */
  ${theme.narrow} {
    justify-content: center;
  }

  ${theme.media.sm} {
    font-size: ${theme.fontSizes.md};
    max-width: none;
  }
`;

const BrandName = styled.span`
  ${theme.narrow} {
    display: none;
  }
`;

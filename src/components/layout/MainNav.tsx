import React from "react";
import styled from "styled-components";
import { Icon } from "../ui/Icon";
import { ButtonLink } from "../ui/ButtonLink";
import { isCurrentPage } from "../../lib/routes";
import { useLocale } from "../../lib/LocaleContext";
import { LanguageSwitch } from "./LanguageSwitch";
import { localePath } from "../../lib/locales";
import { theme } from "../../theme/theme";
import { controls, links, lookCss } from "../../theme/interactive";

interface MainNavProps {
  pathname: string;
  links: readonly Queries.Link[];
  /** Links only in the small-screen menu, after `links` (data/nav.yaml menuOnly): the wide bar holds five. */
  menuOnlyLinks?: readonly Queries.Link[];
  cta: Queries.Link;
  label: string;
  menuLabels: Queries.MenuButtonCopy;
}

const panelId = "main-menu";

/**
 * The site's main navigation: the link to this page in the other language, one list of links and
 * the "Get Involved" button. The language link is always in the bar, so a phone shows it without
 * opening the menu. From the lg breakpoint the rest sits in the bar too; below it, it collapses
 * behind a menu button (a disclosure:
 * aria-expanded + aria-controls) that the `menu` module (menu.enhance.ts) drives. The server
 * renders it closed; CSS shows the panel, the icon and nothing else from the button's
 * aria-expanded.
 * Without JavaScript the list is simply shown (see gatsby-ssr.tsx), so every link still works.
 */
export function MainNav({ pathname, links, menuOnlyLinks = [], cta, label, menuLabels }: MainNavProps) {
  const locale = useLocale();
  return (
    <Nav aria-label={label} data-module="menu">
      {/* Outside the menu: in view on a phone without opening it, first in the bar from lg. */}
      <LanguageSwitch pathname={pathname} />
      <Toggle
        type="button"
        aria-expanded="false"
        aria-controls={panelId}
        data-menu-toggle=""
        data-menu-open-label={menuLabels.open}
        data-menu-close-label={menuLabels.close}
      >
        <OpenIcon name="menu" />
        <CloseIcon name="close" />
        <span data-menu-label="">{menuLabels.open}</span>
      </Toggle>
      <Panel id={panelId} data-menu-panel="">
        <LinkList>
          {links.map((link) => (
            <li key={link.to}>
              <NavItem href={localePath(locale, link.to)} aria-current={isCurrentPage(pathname, localePath(locale, link.to)) ? "page" : undefined}>
                {link.label}
              </NavItem>
            </li>
          ))}
          {menuOnlyLinks.map((link) => (
            <MenuOnlyItem key={link.to}>
              <NavItem href={localePath(locale, link.to)} aria-current={isCurrentPage(pathname, localePath(locale, link.to)) ? "page" : undefined}>
                {link.label}
              </NavItem>
            </MenuOnlyItem>
          ))}
        </LinkList>
        <CtaWrap>
          <ButtonLink to={cta.to}>{cta.label}</ButtonLink>
        </CtaWrap>
      </Panel>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};

  ${theme.media.lg} {
    gap: ${theme.space.sm};
  }

  ${theme.media.xl} {
    gap: ${theme.space.lg};
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space["2xs"]} ${theme.space.sm};
  border: ${theme.sizes.borderThick} solid;
  border-radius: ${theme.radii.pill};
  ${lookCss(controls.menuToggle)}
  font-weight: ${theme.fontWeights.bold};
  cursor: pointer;

  /* Beside the language link on a phone. */
  ${theme.below.sm} {
    gap: ${theme.space["2xs"]};
    font-size: ${theme.fontSizes.sm};
  }

  ${theme.media.lg} {
    display: none;
  }
`;

/* One icon at a time, from the button's state: the menu's three lines, or the cross to close. */
const OpenIcon = styled(Icon)`
  [aria-expanded="true"] > & {
    display: none;
  }
`;

const CloseIcon = styled(Icon)`
  [aria-expanded="false"] > & {
    display: none;
  }
`;

/*
 * Below lg, shown only while the button before it says it is expanded: under the header, in its
 * own scroll while the header is fixed; on a short screen, part of the page, which scrolls to it.
 */
const Panel = styled.div`
  ${theme.below.lg} {
    display: none;
    position: absolute;
    top: ${theme.sizes.headerHeight};
    left: 0;
    right: 0;
    padding: ${theme.space.sm} ${theme.space.md} ${theme.space.lg};
    background: ${theme.roles.surface.card};
    border-bottom: ${theme.sizes.border} solid ${theme.roles.border.subtle};
    box-shadow: ${theme.shadows.lg};
    z-index: ${theme.zIndices.menu};

    [aria-expanded="true"] + & {
      display: block;
    }

    ${theme.tall} {
      max-height: calc(100vh - ${theme.sizes.headerHeight});
      overflow-y: auto;
    }
  }

  ${theme.media.lg} {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
  }

  ${theme.media.xl} {
    gap: ${theme.space.lg};
  }
`;

const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.lg} {
    flex-direction: row;
    gap: ${theme.space["2xs"]};
  }
`;

/* In the menu of phones and tablets only: from lg the bar has room for the main links alone. */
const MenuOnlyItem = styled.li`
  ${theme.media.lg} {
    display: none;
  }
`;

const NavItem = styled.a`
  display: flex;
  align-items: center;
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space.xs} ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;
  ${lookCss(links.nav)}

  /* A two-word name (About Us, Quiénes somos) stays on one line in the bar. */
  ${theme.media.lg} {
    white-space: nowrap;
  }

  ${theme.below.lg} {
    font-size: ${theme.fontSizes.lg};
    border-bottom: ${theme.sizes.border} solid ${theme.roles.border.subtle};
    border-radius: 0;
  }

  &:hover {
    text-decoration: underline;
  }

  &[aria-current="page"] {
    font-weight: ${theme.fontWeights.bold};
    text-decoration: underline;
    text-decoration-thickness: ${theme.sizes.borderThick};
  }
`;

const CtaWrap = styled.div`
  /* One line in the bar, beside the language link, from the narrowest desktop width. */
  ${theme.media.lg} {
    white-space: nowrap;
  }

  ${theme.below.lg} {
    margin-top: ${theme.space.md};

    & > a {
      width: 100%;
    }
  }
`;

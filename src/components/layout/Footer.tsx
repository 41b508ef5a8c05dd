import React from "react";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { NewTabLink } from "../ui/NewTabLink";
import { Icon } from "../ui/Icon";
import { LineLink } from "../ui/LineLink";
import { Logo } from "../ui/Logo";
import { SiteName } from "../ui/SiteName";
import { Tooltip } from "../ui/Tooltip";
import { SubscribeForm } from "../../mail/SubscribeForm";
import { useSiteContent } from "../../hooks/useSiteContent";
import { useLocale } from "../../lib/LocaleContext";
import { localePath } from "../../lib/locales";
import { telHref } from "../../lib/telHref";
import { fillTemplate } from "../../lib/template";
import { theme } from "../../theme/theme";
import { links, lookCss, ringOn } from "../../theme/interactive";
import { Abbreviated } from "../ui/Abbreviated";
import { siteAbbreviations } from "../../lib/abbreviations";

/** The footer on every page: who we are, links, contact details, newsletter and legal links. */
export function Footer() {
  const locale = useLocale();
  const { site, nav, layout, forms, programs, buildYear } = useSiteContent(locale);
  const { footer, subscribe } = layout;
  const socialLinks = site.social.filter((link) => Boolean(link.url));

  return (
    <Outer>
      <Grid>
        <Column>
          <Brand>
            <Logo />
            <span>
              <SiteName name={site.name} shortName={site.shortName} />
            </span>
          </Brand>
          <p>{footer.about}</p>
          {socialLinks.length > 0 && (
            <SocialList aria-label={footer.socialLabel}>
              {socialLinks.map((link) => (
                <li key={link.platform}>
                  <Tooltip label={link.label}>
                    <SocialLink href={link.url ?? ""} newTabNotice={footer.opensInNewTab} aria-label={link.label}>
                      <Icon name={link.platform} />
                    </SocialLink>
                  </Tooltip>
                </li>
              ))}
            </SocialList>
          )}
        </Column>

        <Column>
          <Heading>{footer.quickLinksHeading}</Heading>
          <LinkList>
            {nav.quick.map((link) => (
              <li key={link.to}>
                <FooterLink href={localePath(locale, link.to)}>{link.label}</FooterLink>
              </li>
            ))}
          </LinkList>
        </Column>

        <Column>
          <Heading>{footer.programsHeading}</Heading>
          <LinkList>
            {programs.map((program) => (
              <li key={program.id}>
                <FooterLink href={localePath(locale, `/programs#${program.id}`)}>{program.shortTitle}</FooterLink>
              </li>
            ))}
          </LinkList>
        </Column>

        <Column>
          <Heading>{footer.contactHeading}</Heading>
          <ContactList>
            <li>
              <Icon name="map" />
              <address>
                {site.address.street}
                <br />
                <Abbreviated text={`${site.address.city}, ${site.address.region} ${site.address.postalCode}`} abbreviations={siteAbbreviations(site)} />
              </address>
            </li>
            {site.phone && (
              <li>
                <Icon name="phone" />
                <LineLink href={telHref(site.phone)}>{site.phone}</LineLink>
              </li>
            )}
            <li>
              <Icon name="mail" />
              <LineLink href={`mailto:${site.email}`}>{site.email}</LineLink>
            </li>
          </ContactList>
        </Column>

        <Column>
          <Heading>{subscribe.heading}</Heading>
          <p>{subscribe.text}</p>
          <SubscribeForm to={site.email} copy={subscribe} openingMessage={forms.toasts.opening} errors={forms.errors} honeypot={forms.honeypot} />
        </Column>
      </Grid>

      <Bottom>
        <p>{fillTemplate(footer.copyright, { year: buildYear, name: site.name })}</p>
        <nav aria-label={footer.legalNavLabel}>
          <LegalList>
            {nav.legal.map((link) => (
              <li key={link.to}>
                <FooterLink href={localePath(locale, link.to)}>{link.label}</FooterLink>
              </li>
            ))}
          </LegalList>
        </nav>
      </Bottom>
    </Outer>
  );
}

const Outer = styled.footer`
  background: ${theme.roles.surface.inverseDeep};
  color: ${theme.roles.text.mutedOnInverse};
  font-size: ${theme.fontSizes.sm};

  /* Every focus ring on the navy footer (links, Subscribe, the e-mail field) in the light ring:
     the global blue is 2.4:1 on navy, under WCAG's 3:1. Light panels inside set their own. */
  & :focus-visible {
    outline-color: ${ringOn("inverse")};
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${theme.space.xl};
  padding-block: ${theme.space["2xl"]};

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${theme.media.lg} {
    grid-template-columns: 1.4fr 1fr 1fr 1.2fr 1.6fr;
  }
`;

const Column = styled.div`
  display: grid;
  align-content: start;
  gap: ${theme.space.sm};
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  color: ${theme.roles.text.onInverse};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.black};
  line-height: ${theme.lineHeights.tight};
`;

const Heading = styled.h2`
  margin: 0;
  color: ${theme.roles.text.onInverse};
  font-size: ${theme.fontSizes.md};
  letter-spacing: ${theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${theme.space["2xs"]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.tapTarget};
  text-decoration: none;
  ${lookCss(links.footer)}

  &:hover {
    text-decoration: underline;
  }
`;

const ContactList = styled(LinkList)`
  gap: ${theme.space.sm};

  li {
    display: flex;
    gap: ${theme.space.xs};
    align-items: flex-start;
  }

  /* A link's line is the tap target's height: its icon centred beside its text. */
  li:has(> a) {
    align-items: center;
  }

  svg {
    color: ${theme.roles.icon.accentOnInverse};
  }

  address {
    font-style: normal;
  }

  a {
    ${lookCss(links.onInverse)}
    overflow-wrap: anywhere;
  }
`;

const SocialList = styled.ul`
  display: flex;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialLink = styled(NewTabLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.tapTarget};
  height: ${theme.sizes.tapTarget};
  border: ${theme.sizes.border} solid;
  border-radius: ${theme.radii.round};
  ${lookCss(links.footerIcon)}
`;

const Bottom = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding-block: ${theme.space.lg};
  border-top: ${theme.sizes.border} solid ${theme.roles.border.dividerOnInverse};

  p {
    margin: 0;
  }
`;

const LegalList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

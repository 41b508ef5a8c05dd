import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import styled from "styled-components";
import { PageHeader } from "../components/ui/PageHeader";
import { Container } from "../components/ui/Container";
import { SiteMapGroup } from "../components/siteMap/SiteMapGroup";
import { Seo } from "../components/layout/Seo";
import { useLocale } from "../lib/LocaleContext";
import { localePath } from "../lib/locales";
import { required } from "../lib/required";
import { sitePage } from "../lib/contentPages";
import { siteMapGroups } from "../lib/siteMap";
import { theme } from "../theme/theme";

/**
 * Every page of the site in one list (WCAG 2.4.5, Multiple Ways): the site's pages, the photo
 * galleries and the footer's bottom row, each under its heading. Which pages, in what order and
 * by what name, the build works out (src/lib/siteMap.ts fills in `links`); the file holds the words.
 */
export default function SiteMapPage({ data }: PageProps<Queries.SiteMapPageQuery>) {
  const page = required(data.siteMapPageYaml, "data/pages/site-map.yaml");
  const current = localePath(useLocale(), sitePage("siteMap").path as string);
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Body>
        {siteMapGroups.map((group) => {
          const links = page.links.filter((link) => link.group === group);
          return links.length > 0 && <SiteMapGroup key={group} heading={page[group].heading} intro={page[group].intro} links={links} current={current} />;
        })}
      </Body>
    </>
  );
}

export const query = graphql`
  query SiteMapPage($locale: String!) {
    siteMapPageYaml(locale: { eq: $locale }) {
      title
      description
      heading
      intro
      pages {
        heading
        intro
      }
      galleries {
        heading
        intro
      }
      site {
        heading
        intro
      }
      links {
        group
        label
        path
      }
    }
  }
`;

export function Head({ data, location, pageContext }: HeadProps<Queries.SiteMapPageQuery>) {
  const page = required(data.siteMapPageYaml, "data/pages/site-map.yaml");
  return <Seo title={page.title} description={page.description} pathname={location.pathname} pageContext={pageContext} />;
}

const Body = styled(Container)`
  display: grid;
  gap: ${theme.space.xl};
  padding-block: ${theme.space["2xl"]};

  ${theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, ${theme.sizes.card}), 1fr));
    padding-block: ${theme.space["3xl"]};
  }
`;

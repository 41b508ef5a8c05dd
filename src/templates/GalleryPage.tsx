import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import styled from "styled-components";
import { PageHeader } from "../components/ui/PageHeader";
import { Container } from "../components/ui/Container";
import { Gallery } from "../components/ui/Gallery";
import { LineLink } from "../components/ui/LineLink";
import { Seo } from "../components/layout/Seo";
import { photoSlotSizes } from "../components/ui/Photo";
import { WideScreenPreload } from "../components/ui/WideScreenPreload";
import { useLocale } from "../lib/LocaleContext";
import { localePath } from "../lib/locales";
import { pickById } from "../lib/pickById";
import { required } from "../lib/required";
import { theme } from "../theme/theme";

interface GalleryContext {
  id: string;
}

/** The gallery of data/galleries.yaml this page shows (gatsby-node.ts gives its id). */
function galleryOf(data: Queries.GalleryPageQuery, id: string) {
  return pickById(required(data.galleriesYaml, "data/galleries.yaml").galleries, [id], "data/galleries.yaml")[0];
}

/**
 * A gallery of the About page with all its photos (the About page shows its first ones): its
 * title, its description, the photos with their captions, and the way back to the other galleries.
 * gatsby-node.ts makes one per gallery and language, at /galleries/<id>.
 */
export default function GalleryPage({ data, pageContext }: PageProps<Queries.GalleryPageQuery, GalleryContext>) {
  const gallery = galleryOf(data, pageContext.id);
  const words = required(data.galleriesYaml, "data/galleries.yaml");
  const locale = useLocale();
  return (
    <>
      <PageHeader heading={gallery.title} intro={gallery.description ?? words.description} />
      <Body>
        {/* A phone's first view shows the first two, under the gallery's heading (e2e/budgets.e2e.test.ts). */}
        <Gallery photos={gallery.photos} eager={2} />
        <Back href={localePath(locale, "/about#galleries")}>{words.back}</Back>
      </Body>
    </>
  );
}

export const query = graphql`
  query GalleryPage($locale: String!) {
    # Only data/galleries.yaml: an edit of another file does not run every gallery's page again.
    galleriesYaml(locale: { eq: $locale }) {
      description
      back
      galleries {
        ...Gallery
      }
    }
  }
`;

export function Head({ data, location, pageContext }: HeadProps<Queries.GalleryPageQuery, GalleryContext>) {
  const gallery = galleryOf(data, pageContext.id);
  const words = required(data.galleriesYaml, "data/galleries.yaml");
  // The first row of photos stands in a wide screen's first view, under the page's heading.
  const first = gallery.photos[0];
  return (
    <Seo title={gallery.title} description={gallery.description ?? words.description} pathname={location.pathname} pageContext={pageContext}>
      {first && <WideScreenPreload photo={first} sizes={photoSlotSizes.gallery} />}
    </Seo>
  );
}

const Body = styled(Container)`
  padding-block: ${theme.space["2xl"]};

  ${theme.media.md} {
    padding-block: ${theme.space["3xl"]};
  }
`;

const Back = styled(LineLink)`
  margin-top: ${theme.space.lg};
  font-weight: ${theme.fontWeights.bold};
`;

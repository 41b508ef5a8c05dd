import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { Section } from "../ui/Section";
import { Gallery } from "../ui/Gallery";
import { LineLink } from "../ui/LineLink";
import { useLocale } from "../../lib/LocaleContext";
import { localePath } from "../../lib/locales";
import { galleryPath, galleryPhotosOnAbout } from "../../lib/galleries";
import { fillTemplate } from "../../lib/template";
import { theme } from "../../theme/theme";

interface AboutGalleriesProps {
  heading: string;
  /** The link to a gallery's own page ("See all {count} photos: {gallery}"). */
  more: string;
  galleries: Queries.GalleryFragment[];
}

/**
 * Every gallery shown (src/lib/galleries.ts), captions under each photo: the first photos of each,
 * and a link to the gallery's own page with all of them (src/templates/GalleryPage.tsx), so the
 * page stays light as galleries grow. No section at all when every gallery is hidden.
 */
export function AboutGalleries({ heading, more, galleries }: AboutGalleriesProps) {
  const locale = useLocale();
  if (galleries.length === 0) return null;
  return (
    <Section id="galleries" heading={heading} tone="sand">
      {galleries.map((gallery) => (
        <Block key={gallery.id} aria-labelledby={`gallery-${gallery.id}`}>
          <h3 id={`gallery-${gallery.id}`}>{gallery.title}</h3>
          {gallery.description && <p>{gallery.description}</p>}
          <Gallery photos={gallery.photos.slice(0, galleryPhotosOnAbout)} />
          <More href={localePath(locale, galleryPath(gallery.id))}>{fillTemplate(more, { count: gallery.photos.length, gallery: gallery.title })}</More>
        </Block>
      ))}
    </Section>
  );
}

export const query = graphql`
  fragment Gallery on Gallery {
    id
    title
    description
    hidden
    photos {
      ...GalleryPhoto
    }
  }
`;

const Block = styled.section`
  & + & {
    margin-top: ${theme.space["2xl"]};
  }

  h3 {
    font-size: ${theme.fontSizes.xl};
  }
`;

const More = styled(LineLink)`
  margin-top: ${theme.space.sm};
  font-weight: ${theme.fontWeights.bold};
`;

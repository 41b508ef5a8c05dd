import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { Section } from "../ui/Section";
import { Gallery } from "../ui/Gallery";
import { theme } from "../../theme/theme";

interface AboutGalleriesProps {
  heading: string;
  galleries: Queries.GalleryFragment[];
}

/** "Programs in Action" and "Community Recognition & Programs", captions under each photo. */
export function AboutGalleries({ heading, galleries }: AboutGalleriesProps) {
  return (
    <Section id="galleries" heading={heading} tone="sand">
      {galleries.map((gallery) => (
        <Block key={gallery.id} aria-labelledby={`gallery-${gallery.id}`}>
          <h3 id={`gallery-${gallery.id}`}>{gallery.title}</h3>
          {gallery.description && <p>{gallery.description}</p>}
          <Gallery photos={gallery.photos} />
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

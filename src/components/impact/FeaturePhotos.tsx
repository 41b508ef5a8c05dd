import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { Photo, photoSlotSizes } from "../ui/Photo";
import { theme } from "../../theme/theme";

/** "Community Service" and "Mentorship Programs": two photos side by side, each with a title and a line. */
export function FeaturePhotos({ features }: { features: Queries.ImpactFeaturesFragment["features"] }) {
  return (
    <Grid>
      {features.map((feature) => (
        <Feature key={feature.title}>
          <Rounded photo={feature.photo} sizes={photoSlotSizes.card} />
          <h2>{feature.title}</h2>
          <p>{feature.text}</p>
        </Feature>
      ))}
    </Grid>
  );
}

export const query = graphql`
  fragment ImpactFeatures on ImpactPageYaml {
    features {
      title
      text
      photo {
        ...CardPhoto
      }
    }
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${theme.space.xl};
  padding-bottom: ${theme.space["2xl"]};

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Feature = styled.article`
  h2 {
    margin-top: ${theme.space.md};
    color: ${theme.roles.text.heading};
    font-size: ${theme.fontSizes.xl};
  }
`;

const Rounded = styled(Photo)`
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.md};
  isolation: isolate;
`;

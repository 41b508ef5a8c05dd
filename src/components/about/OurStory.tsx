import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { Prose } from "../ui/Prose";
import { ButtonLink } from "../ui/ButtonLink";
import { Card } from "../ui/Card";
import { Photo, photoSlotSizes } from "../ui/Photo";
import { theme } from "../../theme/theme";

interface OurStoryProps {
  story: Queries.AboutStoryFragment["story"];
  vision: Queries.AboutStoryFragment["vision"];
}

/** "Our Story" (#our-story, where Home's "Watch Our Story" leads without a video) and "Our Vision". */
export function OurStory({ story, vision }: OurStoryProps) {
  return (
    <Outer id="our-story" aria-labelledby="our-story-heading">
      <Grid>
        <Prose>
          <h2 id="our-story-heading">{story.heading}</h2>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ButtonLink to={story.button.to} variant="secondary">
            {story.button.label}
          </ButtonLink>
          <Vision as="aside" aria-labelledby="our-vision-heading">
            <h3 id="our-vision-heading">{vision.heading}</h3>
            <p>{vision.text}</p>
          </Vision>
        </Prose>
        <StoryPhoto photo={story.photo} sizes={photoSlotSizes.card} />
      </Grid>
    </Outer>
  );
}

export const query = graphql`
  fragment AboutStory on AboutPageYaml {
    story {
      heading
      paragraphs
      button {
        label
        to
      }
      photo {
        ...CardPhoto
      }
    }
    vision {
      heading
      text
    }
  }
`;

const Outer = styled.section`
  padding-block: ${theme.space["2xl"]};

  ${theme.media.md} {
    padding-block: ${theme.space["3xl"]};
  }

  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${theme.space["2xl"]};
  }
`;

const Vision = styled(Card)`
  margin-top: ${theme.space.xl};
  border-left: ${theme.space["2xs"]} solid ${theme.roles.border.accent};

  h3 {
    color: ${theme.roles.text.heading};
    font-size: ${theme.fontSizes.xl};
  }
`;

const StoryPhoto = styled(Photo)`
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.lg};
  isolation: isolate;
`;

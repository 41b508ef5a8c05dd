import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { ButtonLink } from "../ui/ButtonLink";
import { Icon } from "../ui/Icon";
import { IconBadge } from "../ui/IconBadge";
import { Photo, photoSlotSizes } from "../ui/Photo";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { contactFormLink } from "../../mail/contactLinks";
import { theme } from "../../theme/theme";

interface ProgramCardProps {
  program: Queries.ProgramCardFragment;
  featuresLabel: string;
  learnMore: string;
}

/**
 * One program (#id on /programs): photo, description, what it includes, and "Learn More", which
 * opens the contact form with the program chosen (every program is a choice there). On a
 * phone the photo follows the words: the first program's description is in the first view, and
 * on a slow connection a parent reads it while the photo loads (on Slow 3G a photo there was the
 * page's largest paint, 0.5 s after its text). From the lg breakpoint, two cards side by side, it
 * heads the card.
 */
export function ProgramCard({ program, featuresLabel, learnMore }: ProgramCardProps) {
  const headingId = `${program.id}-heading`;
  return (
    <Article id={program.id} aria-labelledby={headingId}>
      <CardPhoto photo={program.photo} sizes={photoSlotSizes.card} />
      <Body>
        <Title>
          <IconBadge name={program.icon} />
          <h2 id={headingId}>{program.title}</h2>
        </Title>
        <p>{program.description}</p>
        <VisuallyHidden as="h3">{featuresLabel}</VisuallyHidden>
        <Features>
          {program.features.map((feature) => (
            <li key={feature}>
              <Icon name="sparkle" />
              <span>{feature}</span>
            </li>
          ))}
        </Features>
        {/* The whole name in one hidden span ("Learn More: Authentic Storytelling"): a hidden part
            beside the visible words is positioned, so browsers join them with a stray space. */}
        <ButtonLink to={contactFormLink(program.id)} variant="secondary">
          <span aria-hidden="true">{learnMore}</span>
          <VisuallyHidden>{`${learnMore}: ${program.title}`}</VisuallyHidden>
        </ButtonLink>
      </Body>
    </Article>
  );
}

export const query = graphql`
  fragment ProgramCard on Program {
    id
    title
    icon
    description
    features
    photo {
      ...CardPhoto
    }
  }
`;

const Article = styled.article`
  display: grid;
  overflow: hidden;
  height: 100%;
  border: ${theme.sizes.border} solid ${theme.roles.border.subtle};
  border-radius: ${theme.radii.lg};
  background: ${theme.roles.surface.card};
  box-shadow: ${theme.shadows.md};
  grid-template-rows: 1fr auto;

  ${theme.media.lg} {
    grid-template-rows: auto 1fr;
  }
`;

const CardPhoto = styled(Photo)`
  isolation: isolate;
  order: 1;

  ${theme.media.lg} {
    order: 0;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};

  & > a {
    margin-top: auto;
  }
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};

  h2 {
    margin: 0;
    color: ${theme.roles.text.heading};
    font-size: ${theme.fontSizes.xl};
  }
`;

const Features = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0 0 ${theme.space.sm};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${theme.space.xs};
    align-items: flex-start;
  }

  svg {
    margin-top: ${theme.space["3xs"]};
    color: ${theme.roles.text.accent};
  }
`;

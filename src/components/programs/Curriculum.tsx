import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { Section } from "../ui/Section";
import { CardGrid } from "../ui/CardGrid";
import { theme } from "../../theme/theme";

interface CurriculumProps {
  heading: string;
  intro: string;
  sessionLabel: string;
  sessions: Queries.CurriculumFragment["sessions"];
}

/** The ME vs. ME curriculum: its sessions, in order, each numbered by its place, with its title and one line. */
export function Curriculum({ heading, intro, sessionLabel, sessions }: CurriculumProps) {
  return (
    <Section id="curriculum" heading={heading} intro={intro} tone="sand">
      <Sessions as="ol" $columns={{ md: 2, lg: 3 }} $gap="sm">
        {sessions.map((session, index) => (
          <li key={index}>
            <Number aria-hidden="true">{index + 1}</Number>
            <div>
              <Label>
                {sessionLabel} {index + 1}
              </Label>
              <h3>{session.title}</h3>
              <p>{session.description}</p>
            </div>
          </li>
        ))}
      </Sessions>
    </Section>
  );
}

export const query = graphql`
  fragment Curriculum on CurriculumYaml {
    sessions {
      title
      description
    }
  }
`;

const Sessions = styled(CardGrid)`
  li {
    display: flex;
    gap: ${theme.space.sm};
    padding: ${theme.space.md};
    border-radius: ${theme.radii.md};
    background: ${theme.roles.surface.card};
    box-shadow: ${theme.shadows.sm};
  }

  h3 {
    margin-bottom: ${theme.space["2xs"]};
    color: ${theme.roles.text.heading};
    font-size: ${theme.fontSizes.md};
  }

  p {
    color: ${theme.roles.text.muted};
    font-size: ${theme.fontSizes.sm};
  }
`;

const Number = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.tapTarget};
  height: ${theme.sizes.tapTarget};
  border-radius: ${theme.radii.round};
  background: ${theme.roles.surface.inverse};
  color: ${theme.roles.text.accentOnInverse};
  font-family: ${theme.fonts.heading};
  font-weight: ${theme.fontWeights.black};
`;

const Label = styled.p`
  margin-bottom: 0;
  color: ${theme.roles.text.accent};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: ${theme.letterSpacings.wide};
  text-transform: uppercase;
`;

import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { Section } from "../ui/Section";
import { Card } from "../ui/Card";
import { CardGrid } from "../ui/CardGrid";
import { Photo, photoSlotSizes } from "../ui/Photo";
import { theme } from "../../theme/theme";

interface TeamProps {
  heading: string;
  intro?: string | null;
  groups: Queries.AboutTeamFragment["groups"];
}

/** The leadership team and the founder: portrait, role, name when known, short bio. */
export function Team({ heading, intro, groups }: TeamProps) {
  return (
    <Section id="team" heading={heading} intro={intro}>
      {groups.map((group) => (
        <Group key={group.id} aria-labelledby={`team-${group.id}`}>
          <h3 id={`team-${group.id}`}>{group.heading}</h3>
          <CardGrid $columns={{ md: 2 }}>
            {group.members.map((member) => (
              <li key={member.role}>
                <Member>
                  <Portrait photo={member.photo} sizes={photoSlotSizes.portrait} />
                  <div>
                    {/* Without a name in the YAML, the role stands alone as the member's title. */}
                    {member.name ? (
                      <>
                        <h4>{member.name}</h4>
                        <Role>{member.role}</Role>
                      </>
                    ) : (
                      <h4>{member.role}</h4>
                    )}
                    <p>{member.bio}</p>
                  </div>
                </Member>
              </li>
            ))}
          </CardGrid>
        </Group>
      ))}
    </Section>
  );
}

export const query = graphql`
  fragment AboutTeam on TeamYaml {
    groups {
      id
      heading
      members {
        name
        role
        bio
        photo {
          ...PortraitPhoto
        }
      }
    }
  }
`;

const Group = styled.section`
  & + & {
    margin-top: ${theme.space.xl};
  }

  h3 {
    font-size: ${theme.fontSizes.xl};
  }
`;

const Member = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  align-items: start;
  gap: ${theme.space.md};
  padding: ${theme.space.md};

  h4 {
    margin-bottom: ${theme.space["2xs"]};
    color: ${theme.roles.text.heading};
    font-size: ${theme.fontSizes.lg};
  }

  p {
    font-size: ${theme.fontSizes.sm};
  }
`;

const Role = styled.p`
  margin-bottom: ${theme.space.xs};
  color: ${theme.roles.text.accent};
  font-weight: ${theme.fontWeights.bold};
`;

const Portrait = styled(Photo)`
  border-radius: ${theme.radii.md};
  isolation: isolate;
`;

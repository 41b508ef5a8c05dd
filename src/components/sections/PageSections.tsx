import React from "react";
import { graphql } from "gatsby";
import styled, { css } from "styled-components";
import { Container } from "../ui/Container";
import { Prose } from "../ui/Prose";
import { ButtonLink } from "../ui/ButtonLink";
import { Photo, photoSlotSizes } from "../ui/Photo";
import { theme } from "../../theme/theme";

interface PageSectionsProps {
  sections: Queries.PageSectionsFragment["sections"];
}

/**
 * A page of sections' body (src/templates/SectionsPage.tsx): each section a labelled landmark with
 * its h2, its paragraphs and, where it has them, a link and a photo beside the text on wide
 * screens (after it on phones, so the words come first); the photos alternate sides.
 */
export function PageSections({ sections }: PageSectionsProps) {
  return (
    <>
      {sections.map((section, index) => {
        const headingId = `section-${index + 1}-heading`;
        return (
          <Outer key={section.heading} aria-labelledby={headingId} $tone={index % 2 === 1 ? "sand" : "paper"}>
            <Grid $withPhoto={Boolean(section.photo)} $photoFirst={index % 2 === 1}>
              <Text>
                <h2 id={headingId}>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.link && (
                  <ButtonLink to={section.link.to} variant="secondary">
                    {section.link.label}
                  </ButtonLink>
                )}
              </Text>
              {/* The first section's photo stands at a phone's fold, under its words: fetched at once,
                  after them (a wide screen asks for it from the head: src/templates/SectionsPage.tsx). */}
              {section.photo && (
                <Photo
                  photo={section.photo}
                  sizes={photoSlotSizes.card}
                  loading={index === 0 ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "low" : undefined}
                />
              )}
            </Grid>
          </Outer>
        );
      })}
    </>
  );
}

export const query = graphql`
  fragment PageSections on SectionsPageYaml {
    sections {
      heading
      paragraphs
      photo {
        ...CardPhoto
      }
      link {
        label
        to
      }
    }
  }
`;

const Outer = styled.section<{ $tone: "paper" | "sand" }>`
  padding-block: ${theme.space["2xl"]};
  ${({ $tone }) =>
    $tone === "sand"
      ? css`
          background: ${theme.roles.surface.sunken};
        `
      : ""}

  ${theme.media.md} {
    padding-block: ${theme.space["3xl"]};
  }
`;

const Grid = styled(Container)<{ $withPhoto: boolean; $photoFirst: boolean }>`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;

  ${({ $withPhoto, $photoFirst }) =>
    $withPhoto
      ? css`
          ${theme.media.lg} {
            grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
            gap: ${theme.space["2xl"]};
            ${$photoFirst
              ? css`
                  & > :last-child {
                    order: -1;
                  }
                `
              : ""}
          }
        `
      : ""}
`;

const Text = styled(Prose)`
  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }
`;

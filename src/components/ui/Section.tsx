import React, { useId } from "react";
import styled, { css } from "styled-components";
import { Container } from "./Container";
import { theme } from "../../theme/theme";
import { ringOn } from "../../theme/interactive";

export type SectionTone = "paper" | "sand" | "navy";

interface SectionProps {
  /** The section's address (#id) on its page. */
  id?: string;
  heading: string;
  intro?: string | null;
  tone?: SectionTone;
  /** Centre the heading and intro above the content. */
  centred?: boolean;
  children: React.ReactNode;
  className?: string;
}

/** A page section: a labelled landmark with an h2 heading, an optional intro and its content. */
export function Section({ id, heading, intro, tone = "paper", centred = false, children, className }: SectionProps) {
  const headingId = useId();
  return (
    <Outer id={id} aria-labelledby={headingId} $tone={tone} className={className}>
      <Container>
        <Head $centred={centred}>
          <h2 id={headingId}>{heading}</h2>
          {intro && <p>{intro}</p>}
        </Head>
        {children}
      </Container>
    </Outer>
  );
}

const Outer = styled.section<{ $tone: SectionTone }>`
  padding-block: ${theme.space["2xl"]};

  ${theme.media.md} {
    padding-block: ${theme.space["3xl"]};
  }

  ${({ $tone }) =>
    $tone === "sand"
      ? css`
          background: ${theme.roles.surface.sunken};
        `
      : $tone === "navy"
        ? css`
            background: ${theme.roles.surface.inverse};
            color: ${theme.roles.text.onInverse};

            a:focus-visible,
            button:focus-visible {
              outline-color: ${ringOn("inverse")};
            }
          `
        : ""}
`;

const Head = styled.div<{ $centred: boolean }>`
  max-width: ${theme.sizes.prose};
  margin-bottom: ${theme.space.xl};
  ${({ $centred }) =>
    $centred &&
    css`
      margin-inline: auto;
      text-align: center;
    `}

  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }

  p {
    font-size: ${theme.fontSizes.lg};
  }
`;

import React, { useId } from "react";
import styled from "styled-components";
import { Card } from "../ui/Card";
import type { IconKind } from "../ui/Icon";
import { IconBadge } from "../ui/IconBadge";
import { theme } from "../../theme/theme";
import { links, lookCss } from "../../theme/interactive";

interface FamilyCardProps {
  icon: IconKind;
  heading: string;
  children: React.ReactNode;
}

/** One answer of the For Families page: a region named by its h2, with an icon and its words. */
export function FamilyCard({ icon, heading, children }: FamilyCardProps) {
  const headingId = useId();
  return (
    <Item aria-labelledby={headingId}>
      <IconBadge name={icon} />
      <h2 id={headingId}>{heading}</h2>
      {children}
    </Item>
  );
}

const Item = styled(Card).attrs({ as: "section" })`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: ${theme.space.xs};

  h2 {
    margin: 0;
    color: ${theme.roles.text.heading};
    font-size: ${theme.fontSizes.xl};
  }

  h3 {
    margin: ${theme.space.xs} 0 0;
    font-size: ${theme.fontSizes.md};
  }

  p,
  address {
    margin: 0;
    font-style: normal;
  }

  /* Paragraphs 1.5 lines apart (WCAG 1.4.8), the card's gap included. */
  p + p {
    margin-block-start: calc(${theme.space.paragraph} - ${theme.space.xs});
  }

  a {
    ${lookCss(links.inline)}
    font-weight: ${theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }
`;

import React from "react";
import styled from "styled-components";
import type { IconKind } from "./Icon";
import { IconBadge } from "./IconBadge";
import { figureText } from "../../lib/figureText";
import { useLocale } from "../../lib/LocaleContext";
import { theme } from "../../theme/theme";

interface StatCardProps {
  icon: IconKind;
  /** A goal has none: its label stands alone. */
  value?: string | null;
  label: string;
  description?: string | null;
}

/** One figure the organisation stands behind: icon, big number (none for a goal), label, optional explanation. */
export function StatCard({ icon, value, label, description }: StatCardProps) {
  const locale = useLocale();
  return (
    <Tile>
      <IconBadge name={icon} />
      {value && <Value>{figureText(value, locale)}</Value>}
      <Label>{label}</Label>
      {description && <Description>{description}</Description>}
    </Tile>
  );
}

const Tile = styled.div`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: ${theme.space["2xs"]};
  height: 100%;
  padding: ${theme.space.md} ${theme.space["2xs"]};
  border: ${theme.sizes.border} solid ${theme.roles.border.subtle};
  border-radius: ${theme.radii.lg};
  background: ${theme.roles.surface.card};
  box-shadow: ${theme.shadows.md};
  text-align: center;
  /* A long word widens its card (StatGrid) and breaks only when a whole row is too narrow for it. */
  overflow-wrap: break-word;

  & > span:first-child {
    justify-self: center;
  }

  ${theme.media.md} {
    padding: ${theme.space.lg} ${theme.space.md};
  }
`;

const Value = styled.p`
  margin: 0;
  color: ${theme.roles.text.heading};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes["3xl"]};
  font-weight: ${theme.fontWeights.black};
  line-height: ${theme.lineHeights.tight};
`;

const Label = styled.p`
  margin: 0;
  font-weight: ${theme.fontWeights.bold};
`;

const Description = styled.p`
  margin: 0;
  color: ${theme.roles.text.muted};
  font-size: ${theme.fontSizes.sm};
`;

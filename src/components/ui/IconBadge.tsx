import React from "react";
import styled from "styled-components";
import { Icon, type IconKind } from "./Icon";
import { theme } from "../../theme/theme";

/** An icon in a soft amber circle: the site's one way of marking a card's subject. */
export function IconBadge({ name, size = "md" }: { name: IconKind; size?: "md" | "lg" }) {
  return (
    <Circle $large={size === "lg"}>
      <Icon name={name} size={size} />
    </Circle>
  );
}

const Circle = styled.span<{ $large: boolean }>`
  display: inline-flex;
  flex: none;
  align-self: start;
  justify-self: start;
  padding: ${({ $large }) => ($large ? theme.space.sm : theme.space.xs)};
  border-radius: ${theme.radii.round};
  background: ${theme.roles.badge.background};
  color: ${theme.roles.badge.icon};
`;

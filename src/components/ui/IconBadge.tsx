import React from "react";
import styled from "styled-components";
import { Icon, type IconKind } from "./Icon";

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
  padding: ${({ theme, $large }) => ($large ? theme.space.sm : theme.space.xs)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.amberSoft};
  color: ${({ theme }) => theme.colors.amberText};
`;

import React from "react";
import styled, { css } from "styled-components";
import { theme } from "../../theme/theme";

interface TooltipProps {
  /** The control's name, shown in the bubble. The control keeps its own accessible name. */
  label: string;
  placement?: "top" | "bottom";
  children: React.ReactElement;
}

/**
 * Names an icon-only control for sighted visitors. The bubble is rendered hidden; the `tooltip`
 * module (tooltip.enhance.ts) shows it after a hover delay (tooltipTiming.ts) or at once on
 * keyboard focus, and hides it on leaving, blur or Escape. It repeats the control's accessible
 * name, so it is hidden from screen readers.
 */
export function Tooltip({ label, placement = "top", children }: TooltipProps) {
  return (
    <Anchor data-module="tooltip">
      {children}
      <Bubble hidden aria-hidden="true" data-tooltip-bubble="" $placement={placement}>
        {label}
      </Bubble>
    </Anchor>
  );
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span<{ $placement: "top" | "bottom" }>`
  position: absolute;
  left: 50%;
  z-index: ${theme.zIndices.menu};
  padding: ${theme.space["2xs"]} ${theme.space.xs};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.ink};
  color: ${theme.colors.onDark};
  box-shadow: ${theme.shadows.md};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  white-space: nowrap;
  pointer-events: none;
  transform: translateX(-50%);

  &[hidden] {
    display: none;
  }

  ${({ $placement }) =>
    $placement === "top"
      ? css`
          bottom: calc(100% + ${theme.space.xs});
        `
      : css`
          top: calc(100% + ${theme.space.xs});
        `}
`;

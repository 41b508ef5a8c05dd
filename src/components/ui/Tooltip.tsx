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
 * Names an icon-only control for sighted visitors. The bubble is rendered hidden (shown only with
 * `data-shown`); the `tooltip`
 * module (tooltip.enhance.ts) shows it after a hover delay (tooltipTiming.ts) or at once on
 * keyboard focus, and hides it on leaving both the control and the bubble, blur or Escape. It repeats the control's accessible
 * name, so it is hidden from screen readers.
 */
export function Tooltip({ label, placement = "top", children }: TooltipProps) {
  return (
    <Anchor data-module="tooltip">
      {children}
      <Bubble aria-hidden="true" data-tooltip-bubble="" $placement={placement}>
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
  background: ${theme.roles.surface.floating};
  color: ${theme.roles.text.onInverse};
  box-shadow: ${theme.shadows.md};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  white-space: nowrap;
  transform: translateX(-50%);

  /* Shown only while the module marks it (a hidden attribute beside aria-hidden would say it twice). */
  &:not([data-shown]) {
    display: none;
  }

  /*
   * The bubble can be hovered (WCAG 1.4.13): it is part of the anchor, and this strip fills the gap
   * between it and the control, so the pointer moving from one to the other never leaves them.
   */
  &::after {
    content: "";
    position: absolute;
    left: 0;
    right: 0;
    height: ${theme.space.xs};
  }

  ${({ $placement }) =>
    $placement === "top"
      ? css`
          bottom: calc(100% + ${theme.space.xs});

          &::after {
            top: 100%;
          }
        `
      : css`
          top: calc(100% + ${theme.space.xs});

          &::after {
            bottom: 100%;
          }
        `}
`;

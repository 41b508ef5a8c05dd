import React, { useEffect, useRef, useState } from "react";
import styled, { css } from "styled-components";
import { tooltipOpenDelay } from "../../lib/tooltipTiming";
import { theme } from "../../theme/theme";

/** Keyboard focus shows the tooltip at once; a mouse click's focus leaves it to hovering. */
function isKeyboardFocus(element: HTMLElement): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true; // A browser without :focus-visible: show it, as for the keyboard.
  }
}

/** When any tooltip last closed: moving along a row of icons skips the delay (site spec). */
let lastClosedAt: number | null = null;

interface TooltipProps {
  /** The control's name, shown in the bubble. The control keeps its own accessible name. */
  label: string;
  placement?: "top" | "bottom";
  children: React.ReactElement;
}

/**
 * Names an icon-only control for sighted visitors: after 700 ms of hover (at once within 300 ms
 * of another tooltip closing), or at once on keyboard focus; Escape or leaving closes it. The
 * bubble repeats the control's accessible name, so it is hidden from screen readers.
 */
export function Tooltip({ label, placement = "top", children }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  const setShown = (shown: boolean) => {
    openRef.current = shown;
    setOpen(shown);
  };
  const show = (delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setShown(true), delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    if (openRef.current) lastClosedAt = Date.now();
    setShown(false);
  };

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <Anchor
      onPointerEnter={(event) => {
        if (event.pointerType !== "touch") show(tooltipOpenDelay(Date.now(), lastClosedAt));
      }}
      onPointerLeave={hide}
      onFocus={(event) => {
        if (isKeyboardFocus(event.target as HTMLElement)) show(0);
      }}
      onBlur={hide}
    >
      {children}
      {open && (
        <Bubble aria-hidden="true" $placement={placement}>
          {label}
        </Bubble>
      )}
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

  ${({ $placement }) =>
    $placement === "top"
      ? css`
          bottom: calc(100% + ${theme.space.xs});
        `
      : css`
          top: calc(100% + ${theme.space.xs});
        `}
`;

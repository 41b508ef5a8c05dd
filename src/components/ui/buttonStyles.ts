import { css } from "styled-components";
import { theme } from "../../theme/theme";
import { buttons, lookCss, type ButtonVariant } from "../../theme/interactive";

export type { ButtonVariant };

/**
 * The one button look, shared by <ButtonLink> (navigation) and <Button> (actions). Its colours in
 * each state come from the buttons' table (theme/interactive.ts), which contrast.test.ts measures.
 */
export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space.xs} ${theme.space.lg};
  border: ${theme.sizes.borderThick} solid transparent;
  border-radius: ${theme.radii.pill};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.snug};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${theme.transitions.fast},
    color ${theme.transitions.fast}, transform ${theme.transitions.fast};

  @media (prefers-reduced-motion: no-preference) {
    &:hover { transform: translateY(calc(-1 * ${theme.sizes.border})); }
  }

  ${({ $variant = "primary" }) => lookCss(buttons[$variant])}
`;

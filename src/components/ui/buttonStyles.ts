import { css } from "styled-components";
import { theme } from "../../theme/theme";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "onDark";

/** The one button look, shared by <ButtonLink> (navigation) and <Button> (actions). */
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

  ${({ $variant }) => {
    switch ($variant) {
      case "secondary":
        return css`
          background: ${theme.roles.action.secondary.background};
          color: ${theme.roles.action.secondary.text};
          &:hover { background: ${theme.roles.action.secondary.hoverBackground}; }
        `;
      case "ghost":
        return css`
          background: transparent;
          color: ${theme.roles.action.ghost.text};
          border-color: ${theme.roles.action.ghost.border};
          &:hover { background: ${theme.roles.action.ghost.hoverBackground}; color: ${theme.roles.action.ghost.hoverText}; }
        `;
      case "onDark":
        return css`
          background: transparent;
          color: ${theme.roles.action.onInverse.text};
          border-color: ${theme.roles.action.onInverse.border};
          &:hover { background: ${theme.roles.action.onInverse.hoverBackground}; color: ${theme.roles.action.onInverse.hoverText}; }
          &:focus-visible { outline-color: ${theme.roles.focus.ringOnInverse}; }
        `;
      default:
        return css`
          background: ${theme.roles.action.primary.background};
          color: ${theme.roles.action.primary.text};
          &:hover { background: ${theme.roles.action.primary.hoverBackground}; }
        `;
    }
  }}
`;

import styled from "styled-components";
import { theme } from "../../theme/theme";

/** A white panel with a soft shadow: the site's one card surface. */
export const Card = styled.div`
  height: 100%;
  padding: ${theme.space.lg};
  border: ${theme.sizes.border} solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  box-shadow: ${theme.shadows.md};
`;

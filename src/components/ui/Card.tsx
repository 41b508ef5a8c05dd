import styled from "styled-components";
import { theme } from "../../theme/theme";

/** A white panel with a soft shadow: the site's one card surface. */
export const Card = styled.div`
  height: 100%;
  padding: ${theme.space.lg};
  border: ${theme.sizes.border} solid ${theme.roles.border.subtle};
  border-radius: ${theme.radii.lg};
  background: ${theme.roles.surface.card};
  color: ${theme.roles.text.body};
  box-shadow: ${theme.shadows.md};
`;

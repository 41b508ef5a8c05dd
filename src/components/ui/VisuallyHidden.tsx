import styled from "styled-components";
import { theme } from "../../theme/theme";

/** Text for screen readers only (e.g. "opens in a new tab" after an external link). */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: ${theme.sizes.border};
  height: ${theme.sizes.border};
  padding: 0;
  margin: calc(-1 * ${theme.sizes.border});
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

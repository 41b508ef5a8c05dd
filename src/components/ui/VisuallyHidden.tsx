import styled, { css } from "styled-components";
import { theme } from "../../theme/theme";

/** Hidden from sight, read by screen readers (also a toast's words for them only: Layout's Toasts). */
export const visuallyHidden = css`
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

/** Text for screen readers only (e.g. "opens in a new tab" after an external link). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

import styled from "styled-components";

/** Text for screen readers only (e.g. "opens in a new tab" after an external link). */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: ${({ theme }) => theme.sizes.border};
  height: ${({ theme }) => theme.sizes.border};
  padding: 0;
  margin: calc(-1 * ${({ theme }) => theme.sizes.border});
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

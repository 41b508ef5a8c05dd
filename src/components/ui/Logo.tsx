import React from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";

const Svg = styled.svg`
  flex: none;
  width: ${theme.sizes.logo};
  height: ${theme.sizes.logo};
`;

/**
 * The ME vs. ME mark: a circle split into two mirrored halves, the person you are (navy) and the
 * person you are becoming (amber), with a path climbing between them. Decorative beside the
 * organisation's name, which carries the meaning.
 */
export function Logo() {
  const { roles } = theme;
  return (
    <Svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill={roles.brand.mark} />
      <path d="M24 1a23 23 0 0 1 0 46z" fill={roles.brand.markAccent} />
      <path d="M10 33l7-9 5 5 5-10 5 6 6-9" fill="none" stroke={roles.brand.markLine} strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="38" cy="16" r="2.6" fill={roles.brand.markLine} />
    </Svg>
  );
}

import styled from "styled-components";
import { theme } from "../../theme/theme";

/**
 * A link on a line of its own rather than inside a sentence (an e-mail address, "Add to my
 * calendar"): at least the tap target's height, its text centred in it, so a finger finds it
 * (WCAG 2.5.5 Target Size, AAA: 44 × 44 CSS px). Colour and weight come from where it sits.
 */
export const LineLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: ${theme.sizes.tapTarget};
  min-inline-size: ${theme.sizes.tapTarget};
`;

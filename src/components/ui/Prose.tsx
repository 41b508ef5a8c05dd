import styled from "styled-components";
import { theme } from "../../theme/theme";

/**
 * Running text: a story, a policy, a page's sections. Its paragraphs stand 1.5 lines apart (WCAG
 * 1.4.8); only here, so a short line added to a card (an age range, a date) keeps the card's own
 * gap rather than a paragraph's (issue 47: the global `p + p` opened one under a programme's line).
 */
export const Prose = styled.div`
  & > p + p {
    margin-top: ${theme.space.paragraph};
  }
`;

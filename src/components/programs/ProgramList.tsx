import styled from "styled-components";
import { Container } from "../ui/Container";
import { theme } from "../../theme/theme";

/** The program cards: one column on phones, two side by side from the lg breakpoint. */
export const ProgramList = styled(Container).attrs({ as: "div" })`
  display: grid;
  gap: ${theme.space.lg};
  padding-block: ${theme.space["2xl"]};

  ${theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    padding-block: ${theme.space["3xl"]};
  }
`;

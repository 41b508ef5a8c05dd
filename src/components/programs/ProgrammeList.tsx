import styled from "styled-components";
import { Container } from "../ui/Container";

/** The programme cards: one column on phones, two side by side from the lg breakpoint. */
export const ProgrammeList = styled(Container).attrs({ as: "div" })`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space["2xl"]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    padding-block: ${({ theme }) => theme.space["3xl"]};
  }
`;

import styled from "styled-components";
import { ExternalLink } from "./ExternalLink";
import { buttonStyles, type ButtonVariant } from "./buttonStyles";

/** A link to another website (new tab, says so) that looks like a button. */
export const ExternalButtonLink = styled(ExternalLink)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

import styled from "styled-components";
import { NewTabLink } from "./NewTabLink";
import { buttonStyles, type ButtonVariant } from "./buttonStyles";

/** A link that opens in a new tab (and says so) and looks like a button. */
export const NewTabButtonLink = styled(NewTabLink)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

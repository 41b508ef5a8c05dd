import styled from "styled-components";
import { buttonStyles, type ButtonVariant } from "./buttonStyles";

/**
 * A real <button>, for actions on this page (open a dialog, submit a form). Pass `type`
 * explicitly: "submit" inside a form, "button" everywhere else.
 */
export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

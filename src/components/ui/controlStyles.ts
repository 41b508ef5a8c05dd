import { css } from "styled-components";
import { theme } from "../../theme/theme";

/** The one look of a text field or menu (the mail forms, the footer's Subscribe). */
export const controlStyles = css`
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space.xs} ${theme.space.sm};
  border: ${theme.sizes.borderThick} solid ${theme.roles.border.control};
  border-radius: ${theme.radii.md};
  background: ${theme.roles.surface.card};
  color: ${theme.roles.text.body};

  /* Only after a submit (the module sets it), never by :invalid: nothing looks wrong before. */
  &[aria-invalid="true"] {
    border-color: ${theme.roles.border.error};
  }
`;

import { css } from "styled-components";
import { theme } from "../../theme/theme";
import { controls, lookCss } from "../../theme/interactive";

/**
 * The one look of a text field or menu (the mail forms, the footer's Subscribe). Its colours, and
 * the invalid state's border, come from the controls' table (theme/interactive.ts). The module
 * sets aria-invalid="true" only after a submit, never :invalid: nothing looks wrong before.
 */
export const controlStyles = css`
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space.xs} ${theme.space.sm};
  border: ${theme.sizes.borderThick} solid;
  border-radius: ${theme.radii.md};
  ${lookCss(controls.field)}
`;

import { theme, type Breakpoint } from "./theme";

/** From a breakpoint up, or from a viewport width (a theme size such as the content width) up. */
type MinWidth = Breakpoint | `${number}rem`;

/**
 * A responsive image's `sizes` attribute, written from the theme's breakpoints: the width the
 * photo is shown at from each breakpoint up (widest first), then everywhere else. The browser
 * picks the file from it, so it must follow the layout's CSS.
 *
 *   photoSizes([["lg", "35rem"], ["md", "calc(50vw - 3rem)"]], "calc(100vw - 2rem)")
 *   → "(min-width: 64em) 35rem, (min-width: 48em) calc(50vw - 3rem), calc(100vw - 2rem)"
 */
export function photoSizes(widths: readonly (readonly [MinWidth, string])[], otherwise: string): string {
  return [...widths.map(([from, width]) => `${condition(from)} ${width}`), otherwise].join(", ");
}

const isBreakpoint = (from: MinWidth): from is Breakpoint => from in theme.minWidth;
const condition = (from: MinWidth): string => (isBreakpoint(from) ? theme.minWidth[from] : `(min-width: ${from})`);

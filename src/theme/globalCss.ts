import type { Theme } from "./theme";
import { colourOf, grounds } from "./interactive";

/**
 * The site's global rules (reset, body type, focus ring, reduced motion), written from the theme's
 * tokens. A word longer than its line (a long Spanish word in a narrow card, a caption with
 * WCAG's text spacing) breaks, hyphenated in the page's language where the browser can, rather
 * than running out of its box (WCAG 1.4.10, 1.4.12). gatsby-ssr.tsx puts them in every page's <head> as a plain <style>, ahead of the
 * component styles.
 */
export function globalCss(theme: Theme): string {
  const { roles, fonts, fontSizes, lineHeights, letterSpacings, sizes, space, tall } = theme;
  // What Tab scrolls in shows its whole focus ring (outline and offset) and a little page beyond it;
  // where the header is fixed (a tall screen), below the header.
  const ringRoom = `calc(${sizes.focusRing} + ${space["3xs"]} + ${space.xs})`;
  const belowHeader = `calc(${sizes.headerHeight} + ${space.md})`;
  // Tab into a text area scrolls only its caret (its first line) into view: room under that for a
  // five-line field (the forms' size) and its ring, and above it for the field's padding, border
  // and ring, so the whole field shows.
  const textAreaRoom = `calc(${sizes.tapTarget} * 4 + ${ringRoom})`;
  const aboveCaret = space.md;
  return `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%;scroll-padding-top:${ringRoom};scroll-padding-bottom:${ringRoom}}
html:has(textarea:focus){scroll-padding-top:calc(${ringRoom} + ${aboveCaret});scroll-padding-bottom:${textAreaRoom}}
${tall}{html{scroll-padding-top:${belowHeader}}html:has(textarea:focus){scroll-padding-top:calc(${belowHeader} + ${aboveCaret})}[id]{scroll-margin-top:${belowHeader}}}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
body{margin:0;background:${roles.surface.page};color:${roles.text.body};font-family:${fonts.body};font-size:${fontSizes.md};line-height:${lineHeights.body};-webkit-font-smoothing:antialiased;overflow-wrap:break-word}
h1,h2,h3,h4{font-family:${fonts.heading};line-height:${lineHeights.tight};letter-spacing:${letterSpacings.tight};margin:0 0 ${space.sm};text-wrap:balance}
h1,h2,h3,h4,figcaption{overflow-wrap:anywhere;hyphens:auto}
p{margin:0 0 ${space.md};max-inline-size:${sizes.measure}}
p:last-child{margin-bottom:0}
img,svg,video{display:block;max-width:100%}
a{color:inherit;text-underline-offset:0.18em}
button,input,select,textarea{font:inherit;color:inherit}
:focus-visible{outline:${sizes.focusRing} solid ${colourOf(grounds.light.ring, roles)};outline-offset:${space["3xs"]}}
a,button,input,select,textarea,summary,[tabindex]{scroll-margin-bottom:${ringRoom}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0.01ms!important;animation-iteration-count:1!important;transition-duration:0.01ms!important;scroll-behavior:auto!important}}
`
    .trim()
    .replace(/\n/g, "");
}

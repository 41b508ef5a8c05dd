import { theme } from "../../src/theme/theme";
import { controls, links, lookRules, ringOn } from "../../src/theme/interactive";

/**
 * The style of what the site adds to the editor's page (src/admin/decap): the bar above Decap
 * with the editor's language and the guide, the notices, a text's character count, a value set
 * in English; and Decap's field labels as written rather than in capitals. From the site's tokens.
 */

/**
 * Above every layer of Decap's: its modals' overlay (the photo library) is at 99999, its toasts at
 * 9999, its menus at 300. Our notices and Decap's toasts both sit above them, so a photo refused or
 * added, or an entry saved, is said over the library that did it.
 */
const noticeLayer = 100000;

export function editorCss(): string {
  const { roles, space, fontSizes, fonts, radii, sizes, shadows } = theme;
  return `
label { text-transform: none !important; }
[hidden] { display: none !important; }
body { font-family: ${fonts.body}; }
#nc-root { position: relative; min-height: calc(100vh - ${space["2xl"]}); }
.cms-bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space.sm}; min-height: ${space["2xl"]}; box-sizing: border-box; padding: ${space["2xs"]} ${space.md}; background: ${roles.surface.inverse}; color: ${roles.text.onInverse}; font-size: ${fontSizes.sm}; }
.cms-bar__languages { display: flex; align-items: center; gap: ${space.xs}; }
.cms-bar button { min-height: ${sizes.tapTarget}; padding: 0 ${space.sm}; border: ${sizes.border} solid; border-radius: ${radii.sm}; font: inherit; cursor: pointer; }
${lookRules(".cms-bar button", controls.editorLanguage)}
.cms-bar button[aria-pressed="true"] { font-weight: 700; }
.cms-bar a { display: inline-flex; align-items: center; min-height: ${sizes.tapTarget}; }
${lookRules(".cms-bar a", links.onInverse)}
.cms-bar :focus-visible { outline: ${sizes.focusRing} solid ${ringOn("inverse")}; outline-offset: ${sizes.borderThick}; }
.cms-notices { position: fixed; inset-inline: ${space.md}; bottom: ${space.md}; z-index: ${noticeLayer}; display: grid; gap: ${space.sm}; max-width: ${sizes.dialog}; margin: 0 auto; max-height: 60vh; overflow: auto; }
.Toastify__toast-container.notif__container { z-index: ${noticeLayer}; }
.cms-notice { padding: ${space.md} ${space.lg}; border-left: ${sizes.focusRing} solid ${roles.border.error}; border-radius: ${radii.sm}; background: ${roles.surface.card}; color: ${roles.text.body}; box-shadow: ${shadows.lg}; }
.cms-notice--news { border-left-color: ${roles.border.emphasis}; }
.cms-notice h2 { margin: 0 0 ${space.xs}; font-size: ${fontSizes.lg}; color: ${roles.text.error}; }
.cms-notice--news h2 { color: ${roles.text.body}; }
.cms-notice ul { margin: 0 0 ${space.sm}; padding-left: ${space.lg}; }
.cms-notice p { margin: 0 0 ${space.xs}; }
.cms-notice button { min-height: ${sizes.tapTarget}; padding: 0 ${space.md}; font: inherit; cursor: pointer; }
.cms-count, .cms-describe { margin: ${space["2xs"]} 0 0; font-size: ${fontSizes.sm}; color: ${roles.text.muted}; }
.cms-count[data-over] { color: ${roles.text.error}; font-weight: 700; }
.cms-describe { color: ${roles.text.error}; }
.cms-other-language, .cms-same { margin: ${space["2xs"]} 0 0; padding-left: ${space.xs}; border-left: ${sizes.border} solid ${roles.border.subtle}; font-size: ${fontSizes.sm}; color: ${roles.text.muted}; overflow-wrap: anywhere; }
.cms-other-language__name { font-weight: 700; }
.cms-waiting, .cms-field-problem { margin: ${space["2xs"]} 0 0; font-size: ${fontSizes.sm}; color: ${roles.text.error}; font-weight: 700; }
.cms-review { margin: ${space.xs} 0 0; padding: ${space.xs} ${space.sm}; border-left: ${sizes.focusRing} solid ${roles.border.accent}; background: ${roles.surface.attention}; color: ${roles.text.body}; font-size: ${fontSizes.sm}; }
.cms-review p { margin: 0 0 ${space["2xs"]}; }
.cms-review dl { display: grid; grid-template-columns: auto 1fr; gap: ${space["2xs"]} ${space.sm}; margin: 0 0 ${space.xs}; }
.cms-review dt { font-weight: 700; }
.cms-review dd { margin: 0; overflow-wrap: anywhere; }
.cms-review button, .cms-notice__action { min-height: ${sizes.tapTarget}; padding: 0 ${space.sm}; font: inherit; cursor: pointer; }
.cms-choices { display: flex; flex-wrap: wrap; gap: ${space.xs} ${space.md}; padding: ${space.xs} 0; }
.cms-choices__choice { display: inline-flex; align-items: center; gap: ${space["2xs"]}; min-height: ${sizes.tapTarget}; cursor: pointer; }
.cms-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.cms-preview-loading { margin: ${space.md}; color: ${roles.text.muted}; font-family: ${fonts.body}; }
`.trim();
}

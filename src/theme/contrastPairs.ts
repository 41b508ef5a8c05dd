import { theme } from "./theme";
import { contrastRatio, formatRatio } from "./contrast";
import { colourOf, drawnRolePairs, type PairKind } from "./interactive";

/**
 * Every colour pair the site shows, by role: a foreground on the background it sits on.
 *  - text:    words, at any size: WCAG AAA 1.4.6 asks 7:1 (we ask it of large text too);
 *  - nonText: a focus ring against what is around it, a control's border or an icon that means
 *             something against its background: WCAG 1.4.11 / 2.4.13 ask 3:1.
 * The pairs of what a visitor clicks, types in or tabs to (buttons, links, fields, focus rings)
 * come from the tables in interactive.ts that also write their CSS, in every state; the rest
 * (words and icons that do nothing) are declared below. contrast.test.ts computes each ratio,
 * holds it to its minimum, and checks the note below.
 */
export type ContrastKind = PairKind;

export interface ContrastPair {
  /** "role on role", as the note lists it. */
  name: string;
  foreground: string;
  background: string;
  kind: ContrastKind;
  /** The variants and states that draw it, for a pair from interactive.ts. */
  drawnBy?: string[];
}

export const minimumRatio: Record<ContrastKind, number> = { text: 7, nonText: 3 };

const { text, surface, badge, icon } = theme.roles;

type Roles = Record<string, string>;

/** Each named foreground on each named background. */
const each = (kind: ContrastKind, foregrounds: Roles, backgrounds: Roles): ContrastPair[] =>
  Object.entries(foregrounds).flatMap(([fgName, foreground]) =>
    Object.entries(backgrounds).map(([bgName, background]) => ({ name: `${fgName} on ${bgName}`, foreground, background, kind })),
  );

const light = { "surface.page": surface.page, "surface.card": surface.card, "surface.sunken": surface.sunken };
const cards = { "surface.page": surface.page, "surface.card": surface.card };
const dark = { "surface.inverse": surface.inverse, "surface.inverseDeep": surface.inverseDeep, "surface.inverseGlow": surface.inverseGlow };

/** Words and icons that do nothing: each role on the surfaces it is put on. */
export const declaredPairs: ContrastPair[] = [
  ...each("text", { "text.body": text.body, "text.heading": text.heading, "text.muted": text.muted }, light),
  ...each("text", { "text.body": text.body }, { "surface.attention": surface.attention }),
  ...each("text", { "text.accent": text.accent, "text.error": text.error }, cards),
  ...each("text", { "text.onInverse": text.onInverse, "text.mutedOnInverse": text.mutedOnInverse, "text.accentOnInverse": text.accentOnInverse }, dark),
  ...each("text", { "text.onInverse": text.onInverse }, { "surface.floating": surface.floating }),
  ...each("text", { "text.errorOnInverse": text.errorOnInverse }, { "surface.inverseDeep": surface.inverseDeep }),
  ...each("text", { "badge.text": badge.text }, { "badge.background": badge.background }),
  ...each("nonText", { "border.error": theme.roles.border.error }, cards),
  ...each("nonText", { "badge.icon": badge.icon }, { "badge.background": badge.background }),
  ...each("nonText", { "icon.accentOnInverse": icon.accentOnInverse }, { "surface.inverseDeep": surface.inverseDeep }),
];

/** The pairs interactive.ts's tables draw, with their colours (from the theme's roles, or others to try). */
export const drawnPairs = (roles: object = theme.roles): ContrastPair[] =>
  drawnRolePairs().map((pair) => ({
    name: `${pair.foreground} on ${pair.background}`,
    foreground: colourOf(pair.foreground, roles),
    background: colourOf(pair.background, roles),
    kind: pair.kind,
    drawnBy: pair.drawnBy,
  }));

/** Both, each pair once (a field's text on its white fill is also body text on a card). */
const drawn = drawnPairs();
export const contrastPairs: ContrastPair[] = [...declaredPairs.filter((pair) => !drawn.some((other) => other.name === pair.name && other.kind === pair.kind)), ...drawn];

/** The note below, as the pairs compute it: one line a pair, its ratio and its minimum. */
export const contrastNote = (pairs: ContrastPair[] = contrastPairs): string[] =>
  pairs.map(
    (pair) => ` * ${pair.name} (${pair.foreground} on ${pair.background}): ${formatRatio(contrastRatio(pair.foreground, pair.background))} ≥ ${minimumRatio[pair.kind]}:1`,
  );

/* contrast-note:start (contrast.test.ts checks it against the pairs; npm run contrast:note rewrites it)
 * text.body on surface.page (#14213d on #fbf7f0): 14.95:1 ≥ 7:1
 * text.body on surface.sunken (#14213d on #f2eadc): 13.37:1 ≥ 7:1
 * text.heading on surface.page (#14213d on #fbf7f0): 14.95:1 ≥ 7:1
 * text.heading on surface.card (#14213d on #ffffff): 15.97:1 ≥ 7:1
 * text.heading on surface.sunken (#14213d on #f2eadc): 13.37:1 ≥ 7:1
 * text.muted on surface.page (#3e4960 on #fbf7f0): 8.45:1 ≥ 7:1
 * text.muted on surface.card (#3e4960 on #ffffff): 9.02:1 ≥ 7:1
 * text.muted on surface.sunken (#3e4960 on #f2eadc): 7.55:1 ≥ 7:1
 * text.body on surface.attention (#14213d on #fde7bf): 13.20:1 ≥ 7:1
 * text.accent on surface.page (#7a4200 on #fbf7f0): 7.54:1 ≥ 7:1
 * text.accent on surface.card (#7a4200 on #ffffff): 8.05:1 ≥ 7:1
 * text.error on surface.page (#a4161a on #fbf7f0): 7.26:1 ≥ 7:1
 * text.error on surface.card (#a4161a on #ffffff): 7.75:1 ≥ 7:1
 * text.onInverse on surface.inverseDeep (#fbf7f0 on #0b1429): 17.15:1 ≥ 7:1
 * text.onInverse on surface.inverseGlow (#fbf7f0 on #22345c): 11.47:1 ≥ 7:1
 * text.mutedOnInverse on surface.inverse (#cbd3e4 on #14213d): 10.63:1 ≥ 7:1
 * text.mutedOnInverse on surface.inverseDeep (#cbd3e4 on #0b1429): 12.19:1 ≥ 7:1
 * text.mutedOnInverse on surface.inverseGlow (#cbd3e4 on #22345c): 8.15:1 ≥ 7:1
 * text.accentOnInverse on surface.inverse (#f9bc50 on #14213d): 9.38:1 ≥ 7:1
 * text.accentOnInverse on surface.inverseDeep (#f9bc50 on #0b1429): 10.76:1 ≥ 7:1
 * text.accentOnInverse on surface.inverseGlow (#f9bc50 on #22345c): 7.19:1 ≥ 7:1
 * text.onInverse on surface.floating (#fbf7f0 on #14213d): 14.95:1 ≥ 7:1
 * text.errorOnInverse on surface.inverseDeep (#ffd166 on #0b1429): 12.70:1 ≥ 7:1
 * badge.text on badge.background (#14213d on #fde7bf): 13.20:1 ≥ 7:1
 * border.error on surface.page (#a4161a on #fbf7f0): 7.26:1 ≥ 3:1
 * badge.icon on badge.background (#7a4200 on #fde7bf): 6.65:1 ≥ 3:1
 * icon.accentOnInverse on surface.inverseDeep (#f9bc50 on #0b1429): 10.76:1 ≥ 3:1
 * action.primary.text on action.primary.background (#14213d on #f4a51c): 7.79:1 ≥ 7:1
 * action.primary.hoverText on action.primary.hoverBackground (#14213d on #fde7bf): 13.20:1 ≥ 7:1
 * action.secondary.text on action.secondary.background (#fbf7f0 on #14213d): 14.95:1 ≥ 7:1
 * action.secondary.hoverText on action.secondary.hoverBackground (#fbf7f0 on #22345c): 11.47:1 ≥ 7:1
 * action.ghost.text on surface.card (#14213d on #ffffff): 15.97:1 ≥ 7:1
 * action.ghost.text on surface.attention (#14213d on #fde7bf): 13.20:1 ≥ 7:1
 * action.ghost.border on surface.card (#14213d on #ffffff): 15.97:1 ≥ 3:1
 * action.ghost.border on surface.attention (#14213d on #fde7bf): 13.20:1 ≥ 3:1
 * action.ghost.hoverText on action.ghost.hoverBackground (#fbf7f0 on #14213d): 14.95:1 ≥ 7:1
 * action.onInverse.text on surface.inverse (#fbf7f0 on #14213d): 14.95:1 ≥ 7:1
 * action.onInverse.text on surface.inverseDeep (#fbf7f0 on #0b1429): 17.15:1 ≥ 7:1
 * action.onInverse.text on surface.inverseGlow (#fbf7f0 on #22345c): 11.47:1 ≥ 7:1
 * action.onInverse.border on surface.inverse (#fbf7f0 on #14213d): 14.95:1 ≥ 3:1
 * action.onInverse.border on surface.inverseDeep (#fbf7f0 on #0b1429): 17.15:1 ≥ 3:1
 * action.onInverse.border on surface.inverseGlow (#fbf7f0 on #22345c): 11.47:1 ≥ 3:1
 * action.onInverse.hoverText on action.onInverse.hoverBackground (#14213d on #fbf7f0): 14.95:1 ≥ 7:1
 * focus.ringOnInverse on surface.inverse (#ffd166 on #14213d): 11.07:1 ≥ 3:1
 * focus.ringOnInverse on surface.inverseDeep (#ffd166 on #0b1429): 12.70:1 ≥ 3:1
 * focus.ringOnInverse on surface.inverseGlow (#ffd166 on #22345c): 8.49:1 ≥ 3:1
 * link.default on surface.card (#14213d on #ffffff): 15.97:1 ≥ 7:1
 * link.hover on surface.card (#7a4200 on #ffffff): 8.05:1 ≥ 7:1
 * link.current on surface.card (#7a4200 on #ffffff): 8.05:1 ≥ 7:1
 * link.default on surface.page (#14213d on #fbf7f0): 14.95:1 ≥ 7:1
 * link.default on surface.attention (#14213d on #fde7bf): 13.20:1 ≥ 7:1
 * link.onInverse on surface.inverseDeep (#fbf7f0 on #0b1429): 17.15:1 ≥ 7:1
 * link.hoverOnInverse on surface.inverseDeep (#f9bc50 on #0b1429): 10.76:1 ≥ 7:1
 * link.onInverse on surface.inverse (#fbf7f0 on #14213d): 14.95:1 ≥ 7:1
 * action.iconOnInverse.text on surface.inverseDeep (#fbf7f0 on #0b1429): 17.15:1 ≥ 3:1
 * action.iconOnInverse.border on surface.inverseDeep (#cbd3e4 on #0b1429): 12.19:1 ≥ 3:1
 * action.iconOnInverse.hoverText on action.iconOnInverse.hoverBackground (#14213d on #f4a51c): 7.79:1 ≥ 3:1
 * action.iconOnInverse.hoverBackground on surface.inverseDeep (#f4a51c on #0b1429): 8.93:1 ≥ 3:1
 * link.searchResult on surface.card (#1a44c2 on #ffffff): 7.92:1 ≥ 7:1
 * text.body on surface.card (#14213d on #ffffff): 15.97:1 ≥ 7:1
 * border.control on surface.card (#8b7f6b on #ffffff): 3.92:1 ≥ 3:1
 * border.error on surface.card (#a4161a on #ffffff): 7.75:1 ≥ 3:1
 * text.onInverse on surface.inverse (#fbf7f0 on #14213d): 14.95:1 ≥ 7:1
 * border.onInverse on surface.inverse (#cbd3e4 on #14213d): 10.63:1 ≥ 3:1
 * focus.ring on surface.page (#1a44c2 on #fbf7f0): 7.42:1 ≥ 3:1
 * focus.ring on surface.card (#1a44c2 on #ffffff): 7.92:1 ≥ 3:1
 * focus.ring on surface.sunken (#1a44c2 on #f2eadc): 6.63:1 ≥ 3:1
 * focus.ring on surface.attention (#1a44c2 on #fde7bf): 6.55:1 ≥ 3:1
 * contrast-note:end */

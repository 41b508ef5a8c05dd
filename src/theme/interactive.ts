import { theme } from "./theme";

/**
 * What the site draws for everything a visitor clicks, types in or tabs to: one table per kind
 * (buttons, links, controls), each variant's colours in each of its states, by role. The same
 * entry writes the variant's CSS (`lookCss`, `lookRules`) and gives the colour pairs that
 * contrastPairs.ts tests (`drawnRolePairs`), so a colour drawn is a colour tested, in every state
 * and every mix of states (a hovered current link, a focused hovered button): a state that sets
 * no text colour keeps the one before it, in the test as in the browser.
 *
 * Components take their interactive colours from here only (contrast.test.ts fails on a
 * `roles.action`, `roles.link` or `roles.focus` named anywhere else), and every role of the theme
 * must be drawn by something (the same test).
 */

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A colour role by its path in theme.roles: "action.primary.text". */
export type RolePath = Leaves<typeof theme.roles>;
export type SurfacePath = Extract<RolePath, `surface.${string}`>;

/** The colour a role path names in a set of roles (the theme's, or another to try a palette with). */
export function colourOf(path: string, roles: object = theme.roles): string {
  const value = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], roles);
  if (typeof value !== "string") throw new Error(`No colour role "${path}" in theme.roles`);
  return value;
}

/**
 * The states a look can set, in the order its CSS writes them: where two apply at once (a hovered
 * current link), the later wins, as the cascade decides between rules of one specificity.
 */
export const stateSelectors = {
  rest: "",
  hover: ":hover",
  focus: ":focus-visible",
  current: '[aria-current="page"]',
  pressed: '[aria-pressed="true"]',
  invalid: '[aria-invalid="true"]',
  disabled: ":disabled",
} as const;
export type State = keyof typeof stateSelectors;
const stateOrder = Object.keys(stateSelectors) as State[];

/** The colours one state sets; what it leaves out stays as the states before it set it. */
export interface Paint {
  /** The words' (or the icon's) colour. */
  text?: RolePath;
  /** The background: a role, or transparent where the surface under it shows. */
  fill?: RolePath | "transparent";
  /** The border's colour: the edge that shows where an outlined button or a field is (3:1). */
  border?: RolePath;
  /** The focus ring's colour, where the element sets its own rather than taking its ground's. */
  ring?: RolePath;
}

/** One variant: its colours at rest and in each state it changes. */
export type Look = {
  /** Words (7:1, the default) or an icon that means something (3:1). */
  content?: "words" | "icon";
  /** The surfaces it is drawn on: where it has no fill, its text, border and own ring meet these. */
  on?: readonly SurfacePath[];
  rest: Paint & { text: RolePath };
} & { [S in Exclude<State, "rest">]?: Paint };

/**
 * The grounds: which surfaces take which focus ring. The global rule (globalCss.ts) draws the
 * light ground's; a dark band (the hero, the footer, a navy section, the video dialog) sets the
 * inverse ground's for what is inside it (`ringOn("inverse")`).
 */
export const grounds = {
  light: { surfaces: ["surface.page", "surface.card", "surface.sunken", "surface.attention"], ring: "focus.ring" },
  inverse: { surfaces: ["surface.inverse", "surface.inverseDeep", "surface.inverseGlow"], ring: "focus.ringOnInverse" },
} as const satisfies Record<string, { surfaces: readonly SurfacePath[]; ring: RolePath }>;
export type Ground = keyof typeof grounds;

/** The focus ring's colour on a ground. */
export const ringOn = (ground: Ground): string => colourOf(grounds[ground].ring);

const inverse = grounds.inverse.surfaces;

/** buttonStyles.ts: <Button>, <ButtonLink>, <NewTabButtonLink>, the video's link. */
export const buttons = {
  primary: {
    rest: { text: "action.primary.text", fill: "action.primary.background" },
    hover: { text: "action.primary.hoverText", fill: "action.primary.hoverBackground" },
  },
  secondary: {
    rest: { text: "action.secondary.text", fill: "action.secondary.background" },
    hover: { text: "action.secondary.hoverText", fill: "action.secondary.hoverBackground" },
  },
  /** Outlined, on a card (the forms, the error alert) or the mail notice. */
  ghost: {
    on: ["surface.card", "surface.attention"],
    rest: { text: "action.ghost.text", fill: "transparent", border: "action.ghost.border" },
    hover: { text: "action.ghost.hoverText", fill: "action.ghost.hoverBackground" },
  },
  /** Outlined, on navy: it sets the light ring itself, wherever it is put. */
  onDark: {
    on: inverse,
    rest: { text: "action.onInverse.text", fill: "transparent", border: "action.onInverse.border" },
    hover: { text: "action.onInverse.hoverText", fill: "action.onInverse.hoverBackground" },
    focus: { ring: "focus.ringOnInverse" },
  },
} as const satisfies Record<string, Look>;
export type ButtonVariant = keyof typeof buttons;

/** Links, and what looks like one. */
export const links = {
  /** The header's page links (MainNav). */
  nav: {
    on: ["surface.card"],
    rest: { text: "link.default" },
    hover: { text: "link.hover" },
    current: { text: "link.current" },
  },
  /** The header's link to the page in the other language (LanguageSwitch). */
  languageSwitch: {
    on: ["surface.card"],
    rest: { text: "link.default" },
    hover: { text: "link.hover" },
  },
  /** A link in a card, a policy or the mail notice, where the text around it is not navy already. */
  inline: {
    on: ["surface.page", "surface.card", "surface.attention"],
    rest: { text: "link.default" },
  },
  /** The footer's quick, programme and legal links. */
  footer: {
    on: ["surface.inverseDeep"],
    rest: { text: "link.onInverse" },
    hover: { text: "link.hoverOnInverse" },
  },
  /** A link on navy: the hero's way in for families, the footer's phone and e-mail, the editor's bar. */
  onInverse: {
    on: ["surface.inverse", "surface.inverseDeep"],
    rest: { text: "link.onInverse" },
  },
  /** The footer's round social links: an icon, so 3:1. */
  footerIcon: {
    content: "icon",
    on: ["surface.inverseDeep"],
    rest: { text: "action.iconOnInverse.text", fill: "transparent", border: "action.iconOnInverse.border" },
    hover: { text: "action.iconOnInverse.hoverText", fill: "action.iconOnInverse.hoverBackground", border: "action.iconOnInverse.hoverBackground" },
  },
  /** The page's title as a search engine shows it, in the editor's preview. */
  searchResult: {
    on: ["surface.card"],
    rest: { text: "link.searchResult" },
  },
} as const satisfies Record<string, Look>;

/** Fields and the menu button. */
export const controls = {
  /**
   * A text field or menu (controlStyles.ts): on the contact page's cards and the navy footer. Its
   * border is read against its own white fill, the edge it draws; an invalid field also says so
   * in words under it.
   */
  field: {
    on: ["surface.card", "surface.inverseDeep"],
    rest: { text: "text.body", fill: "surface.card", border: "border.control" },
    invalid: { border: "border.error" },
  },
  /** The header's menu button on phones (MainNav): outlined like the ghost button, no hover. */
  menuToggle: {
    on: ["surface.card"],
    rest: { text: "action.ghost.text", fill: "transparent", border: "action.ghost.border" },
  },
  /** The editor's choice of interface language, on its navy bar (plugins/editor/editorCss.ts). */
  editorLanguage: {
    on: ["surface.inverse"],
    rest: { text: "text.onInverse", fill: "transparent", border: "border.onInverse" },
    pressed: { text: "action.onInverse.hoverText", fill: "action.onInverse.hoverBackground" },
  },
} as const satisfies Record<string, Look>;

/** Every table, by the name its pairs are reported under. */
export const interactiveTables: Record<string, Record<string, Look>> = { buttons, links, controls };

const declarations = (paint: Paint, roles: object): string =>
  [
    paint.text && `color: ${colourOf(paint.text, roles)};`,
    paint.fill && `background: ${paint.fill === "transparent" ? "transparent" : colourOf(paint.fill, roles)};`,
    paint.border && `border-color: ${colourOf(paint.border, roles)};`,
    paint.ring && `outline-color: ${colourOf(paint.ring, roles)};`,
  ]
    .filter(Boolean)
    .join(" ");

const statesOf = (look: Look): Array<[State, Paint]> => stateOrder.flatMap((state) => (look[state] ? [[state, look[state] as Paint]] : []));

/** A look as styled-components CSS: its colours at rest, then each state's under `&<state>`. */
export function lookCss(look: Look, roles: object = theme.roles): string {
  return statesOf(look)
    .map(([state, paint]) => (state === "rest" ? declarations(paint, roles) : `&${stateSelectors[state]} { ${declarations(paint, roles)} }`))
    .join("\n");
}

/** A look as plain CSS rules for a selector, for a page styled-components does not write (the editor's). */
export function lookRules(selector: string, look: Look, roles: object = theme.roles): string {
  return statesOf(look)
    .map(([state, paint]) => `${selector}${stateSelectors[state]} { ${declarations(paint, roles)} }`)
    .join("\n");
}

export type PairKind = "text" | "nonText";

/** A foreground role on a background role, and which variants in which states draw it. */
export interface DrawnRolePair {
  foreground: RolePath;
  background: RolePath;
  kind: PairKind;
  drawnBy: string[];
}

/** Every mix of a look's states, rest first: its colours as the cascade leaves them. */
function paintsOf(look: Look): Array<{ states: string; paint: Paint }> {
  const changes = stateOrder.filter((state) => state !== "rest" && look[state]);
  return Array.from({ length: 2 ** changes.length }, (_, mask) => {
    const active = changes.filter((_state, bit) => mask & (1 << bit));
    const paint: Paint = { ...look.rest };
    for (const state of active) {
      for (const [property, value] of Object.entries(look[state] as Paint)) if (value !== undefined) Object.assign(paint, { [property]: value });
    }
    return { states: active.length ? active.join("+") : "rest", paint };
  });
}

/**
 * The pairs a set of tables draws: each look's text on its fill (or, with none, on each surface it
 * is on); its border against its own fill where it has one at rest (a field's edge), else against
 * the surfaces (an outlined button); its own ring against the surfaces. And each ground's ring on
 * each of its surfaces.
 */
export function drawnRolePairs(tables: Record<string, Record<string, Look>> = interactiveTables): DrawnRolePair[] {
  const pairs = new Map<string, DrawnRolePair>();
  const add = (foreground: RolePath, backgrounds: readonly RolePath[], kind: PairKind, drawnBy: string) => {
    for (const background of backgrounds) {
      const key = `${foreground} on ${background} ${kind}`;
      const pair = pairs.get(key) ?? { foreground, background, kind, drawnBy: [] };
      if (!pair.drawnBy.includes(drawnBy)) pair.drawnBy.push(drawnBy);
      pairs.set(key, pair);
    }
  };
  for (const [tableName, table] of Object.entries(tables)) {
    for (const [variant, look] of Object.entries(table)) {
      const surfaces = (what: string): readonly RolePath[] => {
        if (!look.on?.length) throw new Error(`${tableName}.${variant} draws ${what} with no fill under it: say which surfaces it is on (on: [...]).`);
        return look.on;
      };
      const restFill = look.rest.fill && look.rest.fill !== "transparent" ? look.rest.fill : undefined;
      for (const { states, paint } of paintsOf(look)) {
        const by = `${tableName}.${variant} (${states})`;
        const fill = paint.fill && paint.fill !== "transparent" ? paint.fill : undefined;
        if (paint.text) add(paint.text, fill ? [fill] : surfaces("its text"), look.content === "icon" ? "nonText" : "text", by);
        if (paint.border) add(paint.border, restFill ? [restFill] : surfaces("a border"), "nonText", by);
        if (paint.ring) add(paint.ring, surfaces("a focus ring"), "nonText", by);
      }
    }
  }
  for (const [name, ground] of Object.entries(grounds)) add(ground.ring, ground.surfaces, "nonText", `grounds.${name} (focus)`);
  return [...pairs.values()];
}

/**
 * The one source of every colour, size, space, radius, shadow and breakpoint on the site.
 * Components import `theme` and interpolate its values (`${theme.roles.text.body}`); they never write
 * raw hex or px. Read from the import, not from styled-components' ThemeProvider props: a
 * component whose styles hold no function is static, so its CSS is worked out once.
 *
 * Colours come in two layers. The palette (below, not exported) names the brand's colours; the
 * roles (`theme.roles`) say what a colour is for: the primary action's background, muted text,
 * the focus ring on dark. Components use roles only, so re-colouring one role (the primary button,
 * say) is one line here. Which role sits on which, and the contrast each pair reaches (WCAG AAA
 * 1.4.6: 7:1 for text; 3:1 for focus rings and controls' borders), is in contrastPairs.ts, whose
 * note is computed and checked by contrast.test.ts.
 */

/** Everything spatial derives from one base unit (4px at the default 16px root size). */
const unit = 0.25; // rem
const space = (steps: number): string => `${steps * unit}rem`;

/** The brand's palette: the roles' only source. */
const palette = {
  navy: "#14213d",
  navyDeep: "#0b1429",
  navySoft: "#22345c",
  amber: "#f4a51c",
  amberSoft: "#fde7bf",
  /** Amber for text and lines on the navy family (amber itself is 5.98:1 on navySoft). */
  amberBright: "#f9bc50",
  amberText: "#7a4200",
  coral: "#b8452b",
  paper: "#fbf7f0",
  surface: "#ffffff",
  sand: "#f2eadc",
  ink: "#14213d",
  inkMuted: "#3e4960",
  onDark: "#fbf7f0",
  onDarkMuted: "#cbd3e4",
  border: "#e2d8c6",
  borderStrong: "#8b7f6b",
  focus: "#1a44c2",
  focusOnDark: "#ffd166",
  error: "#a4161a",
  overlay: "rgba(11, 20, 41, 0.72)",
} as const;

/**
 * What each colour is for. A role named for text is a foreground; contrastPairs.ts says which
 * backgrounds it sits on. `Inverse` is the navy family (header band, hero, footer, dialogs).
 */
const roles = {
  text: {
    body: palette.ink,
    heading: palette.navy,
    muted: palette.inkMuted,
    /** Short highlighted lines: roles, dates, the current page. */
    accent: palette.amberText,
    error: palette.error,
    onInverse: palette.onDark,
    mutedOnInverse: palette.onDarkMuted,
    accentOnInverse: palette.amberBright,
    /** An error on navy: the light warning colour, not the red made for paper. */
    errorOnInverse: palette.focusOnDark,
  },
  surface: {
    page: palette.paper,
    card: palette.surface,
    /** The sand band between white sections. */
    sunken: palette.sand,
    /** A band that asks for a moment's attention (the offer of the page in another language, the mail fallback), never a site-wide notice. */
    attention: palette.amberSoft,
    inverse: palette.navy,
    inverseDeep: palette.navyDeep,
    /** The lighter navy of the hero's and page headers' glow. */
    inverseGlow: palette.navySoft,
    /** A tooltip or a toast, over the page. */
    floating: palette.ink,
    overlay: palette.overlay,
  },
  action: {
    primary: {
      background: palette.amber,
      text: palette.navy,
      hoverBackground: palette.amberSoft,
      hoverText: palette.navy,
    },
    secondary: {
      background: palette.navy,
      text: palette.onDark,
      hoverBackground: palette.navySoft,
      hoverText: palette.onDark,
    },
    /** Outlined, on a light surface. */
    ghost: {
      text: palette.navy,
      border: palette.navy,
      hoverBackground: palette.navy,
      hoverText: palette.onDark,
    },
    /** Outlined, on navy. */
    onInverse: {
      text: palette.onDark,
      border: palette.onDark,
      hoverBackground: palette.onDark,
      hoverText: palette.navy,
    },
    /** The footer's round icon links. */
    iconOnInverse: {
      text: palette.onDark,
      border: palette.onDarkMuted,
      hoverBackground: palette.amber,
      hoverText: palette.navy,
    },
  },
  link: {
    default: palette.navy,
    hover: palette.amberText,
    current: palette.amberText,
    onInverse: palette.onDark,
    hoverOnInverse: palette.amberBright,
    /** The search result's title in the editor's preview of a page. */
    searchResult: palette.focus,
  },
  focus: {
    ring: palette.focus,
    ringOnInverse: palette.focusOnDark,
  },
  border: {
    subtle: palette.border,
    /** The edge of a text field or select: a control's boundary (3:1). */
    control: palette.borderStrong,
    error: palette.error,
    /** A notice's edge that is news, not a problem (the editor's). */
    emphasis: palette.navy,
    accent: palette.amber,
    onInverse: palette.onDarkMuted,
    dividerOnInverse: palette.navySoft,
  },
  badge: {
    background: palette.amberSoft,
    text: palette.navy,
    icon: palette.amberText,
  },
  icon: {
    accentOnInverse: palette.amberBright,
  },
  /** Decoration that carries no information (the testimonial's quotation mark). */
  decoration: {
    accent: palette.amber,
  },
  brand: {
    /** The logo's disc, half and line. */
    mark: palette.navy,
    markAccent: palette.amber,
    markLine: palette.paper,
    /** The browser's toolbar colour and the installed app's (theme-color, web manifest). */
    browserChrome: palette.navy,
    manifestBackground: palette.paper,
  },
} as const;

/** Line heights: `body` is the prose's, on which the gap between paragraphs is built. */
const lineHeights = { tight: 1.15, snug: 1.3, body: 1.6 } as const;

const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/**
 * The least screen height (px at the default text size) on which the header stays fixed at the
 * top: its 4.5rem is then 15 % of the screen at most. On a shorter screen (a phone turned sideways,
 * a laptop zoomed to 200 % or more) it scrolls away with the page, so it never covers what has
 * focus (WCAG 2.4.12) and leaves the page the whole screen.
 */
const fixedHeaderMinHeight = 480;

/** "(min-width: 64em)": in em, so the breakpoints follow the visitor's text size. */
const minWidth = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `(min-width: ${px / 16}em)`]),
) as Record<Breakpoint, string>;

export const theme = {
  roles,
  fonts: {
    // System stacks: no font download at all, which matters most on cheap phones and slow links.
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, Cantarell, "Helvetica Neue", Arial, sans-serif',
    heading:
      '"Avenir Next", Avenir, "Segoe UI Variable Display", "Segoe UI", system-ui, -apple-system, Roboto, "Noto Sans", Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSizes: {
    xs: "0.8125rem",
    sm: "0.9375rem",
    md: "1.0625rem",
    lg: "1.25rem",
    xl: "1.5rem",
    "2xl": "clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem)",
    "3xl": "clamp(2rem, 1.5rem + 2.2vw, 3rem)",
    display: "clamp(2.25rem, 1.5rem + 3.6vw, 3.75rem)",
  },
  fontWeights: { regular: 400, medium: 500, bold: 700, black: 800 },
  lineHeights,
  letterSpacings: { tight: "-0.02em", wide: "0.06em" },
  space: {
    none: "0",
    "3xs": space(0.5),
    "2xs": space(1),
    xs: space(2),
    sm: space(3),
    md: space(4),
    lg: space(6),
    xl: space(8),
    "2xl": space(12),
    "3xl": space(16),
    "4xl": space(24),
    /** Between two paragraphs of prose: 1.5 times their line height (WCAG 1.4.8, AAA), in em so it follows the text's size. */
    paragraph: `${1.5 * lineHeights.body}em`,
  },
  sizes: {
    content: "72rem",
    prose: "42rem",
    /**
     * The longest line of a paragraph: 60 of its "0"s, under 80 characters of text in the system's
     * font and in an Arial-sized one alike (WCAG 1.4.8, AAA; 65 allowed 85 in Arial's metrics).
     */
    measure: "60ch",
    headerHeight: space(18),
    tapTarget: space(11),
    icon: space(6),
    iconLarge: space(10),
    logo: space(10),
    border: "1px",
    borderThick: "2px",
    focusRing: "3px",
    dialog: "56rem",
    card: "22rem",
    inputMin: "12rem",
    /** The header's name on phones: room for two lines beside the menu button. */
    brandNarrow: "13rem",
  },
  radii: { sm: space(1.5), md: space(3), lg: space(5), pill: "999px", round: "50%" },
  shadows: {
    sm: "0 1px 2px rgba(20, 33, 61, 0.08), 0 1px 3px rgba(20, 33, 61, 0.06)",
    md: "0 4px 12px rgba(20, 33, 61, 0.10), 0 2px 4px rgba(20, 33, 61, 0.06)",
    lg: "0 18px 40px rgba(20, 33, 61, 0.16), 0 6px 12px rgba(20, 33, 61, 0.08)",
  },
  transitions: { fast: "150ms ease-out", base: "250ms ease-out" },
  zIndices: { base: 0, raised: 1, header: 100, menu: 110, skipLink: 200 },
  breakpoints,
  /** Each breakpoint's media condition, for attributes such as an image's `sizes` (photoSizes.ts). */
  minWidth,
  /** Media queries, mobile first: `${theme.media.lg} { ... }` */
  media: Object.fromEntries(
    Object.entries(minWidth).map(([name, condition]) => [name, `@media ${condition}`]),
  ) as Record<Breakpoint, string>,
  /** A screen tall enough for the fixed header (fixedHeaderMinHeight): `${theme.tall} { position: fixed; }`. */
  tall: `@media (min-height: ${fixedHeaderMinHeight / 16}em)`,
  /** Narrower than 360 px (a small phone, or a page zoomed to 400 %): the header keeps its logo, not its name. */
  narrow: `@media (max-width: ${(360 - 0.02) / 16}em)`,
  /** The upper bound of a breakpoint: for what only small screens get. */
  below: Object.fromEntries(
    Object.entries(breakpoints).map(([name, px]) => [name, `@media (max-width: ${(px - 0.02) / 16}em)`]),
  ) as Record<Breakpoint, string>,
} as const;

export type Theme = typeof theme;

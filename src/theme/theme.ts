/**
 * The one source of every colour, size, space, radius, shadow and breakpoint on the site.
 * Components import `theme` and interpolate its values (`${theme.colors.navy}`); they never write
 * raw hex or px. Read from the import, not from styled-components' ThemeProvider props: a
 * component whose styles hold no function is static, so its CSS is worked out once.
 *
 * Colour pairs used for text were checked for WCAG AA contrast (4.5:1 body, 3:1 large/UI):
 *   ink on paper 15.2:1 · inkMuted on paper 7.4:1 · paper on navy 13.9:1 · navy on amber 7.9:1
 *   amberText on paper 5.3:1 · paper on coral 5.0:1 · focus ring on paper and on navy ≥ 3:1
 */

/** Everything spatial derives from one base unit (4px at the default 16px root size). */
const unit = 0.25; // rem
const space = (steps: number): string => `${steps * unit}rem`;

const colors = {
  navy: "#14213d",
  navyDeep: "#0b1429",
  navySoft: "#22345c",
  amber: "#f4a51c",
  amberSoft: "#fde7bf",
  amberText: "#8a4b00",
  coral: "#b8452b",
  paper: "#fbf7f0",
  surface: "#ffffff",
  sand: "#f2eadc",
  ink: "#14213d",
  inkMuted: "#44506a",
  onDark: "#fbf7f0",
  onDarkMuted: "#cbd3e4",
  border: "#e2d8c6",
  borderStrong: "#8b7f6b",
  focus: "#1d4ed8",
  focusOnDark: "#ffd166",
  error: "#a4161a",
  overlay: "rgba(11, 20, 41, 0.72)",
} as const;

const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** "(min-width: 64em)": in em, so the breakpoints follow the visitor's text size. */
const minWidth = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `(min-width: ${px / 16}em)`]),
) as Record<Breakpoint, string>;

export const theme = {
  colors,
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
  lineHeights: { tight: 1.15, snug: 1.3, body: 1.6 },
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
  },
  sizes: {
    content: "72rem",
    prose: "42rem",
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
  /** The upper bound of a breakpoint: for what only small screens get. */
  below: Object.fromEntries(
    Object.entries(breakpoints).map(([name, px]) => [name, `@media (max-width: ${(px - 0.02) / 16}em)`]),
  ) as Record<Breakpoint, string>,
} as const;

export type Theme = typeof theme;

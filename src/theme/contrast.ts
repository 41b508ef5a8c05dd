/**
 * WCAG 2.x contrast, as the spec defines it (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio):
 * sRGB channels linearised, weighted into relative luminance, then (L1 + 0.05) / (L2 + 0.05).
 * Pure: colours in as "#rrggbb" or "#rgb", numbers out.
 */

/** The three 0–255 channels of a "#rrggbb" or "#rgb" colour; anything else is refused by name. */
export const parseHex = (hex: string): [number, number, number] => {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a #rrggbb or #rgb colour: "${hex}"`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join("") : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
};

/** One sRGB channel (0–255) in linear light, with the spec's 0.04045 threshold. */
const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance: 0 for black, 1 for white. */
export const relativeLuminance = (hex: string): number => {
  const [r, g, b] = parseHex(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** Contrast ratio of two colours, 1 to 21, in either order. */
export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

/** A ratio as WCAG quotes it, rounded down to two decimals (so 6.999 is never shown as 7.00). */
export const formatRatio = (ratio: number): string => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

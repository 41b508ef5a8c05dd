import { readFileSync } from "fs";
import { join } from "path";
import { contrastRatio, formatRatio, parseHex, relativeLuminance } from "./contrast";
import { contrastNote, contrastPairs, declaredPairs, minimumRatio } from "./contrastPairs";
import { theme } from "./theme";

describe("WCAG contrast", () => {
  it("gives the spec's relative luminance: 0 for black, 1 for white, 0.2126 for pure red", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 10);
    expect(relativeLuminance("#ff0000")).toBeCloseTo(0.2126, 10);
    expect(relativeLuminance("#808080")).toBeCloseTo(0.2158605, 6);
  });

  it("gives 21:1 for black on white, 1:1 for a colour on itself, in either order", () => {
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 10);
    expect(contrastRatio("#14213d", "#14213d")).toBe(1);
  });

  it("gives #767676 on white 4.54:1, the lightest grey that passes AA", () => {
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
  });

  it("quotes a ratio rounded down, so one under 7 never reads 7.00", () => {
    expect(formatRatio(6.999)).toBe("6.99:1");
    expect(formatRatio(21)).toBe("21.00:1");
  });

  it("refuses what is not a #rrggbb or #rgb colour, naming it", () => {
    expect(parseHex("#F4A51C")).toEqual([244, 165, 28]);
    expect(() => parseHex("rgba(0, 0, 0, 0.5)")).toThrow('Not a #rrggbb or #rgb colour: "rgba(0, 0, 0, 0.5)"');
  });
});

describe("the theme's colour pairs", () => {
  it.each(contrastPairs.map((pair) => [pair.drawnBy ? `${pair.name}, drawn by ${pair.drawnBy.join(", ")},` : pair.name, pair] as const))("%s reaches its minimum", (_name, pair) => {
    const ratio = contrastRatio(pair.foreground, pair.background);
    expect(ratio).toBeGreaterThanOrEqual(minimumRatio[pair.kind]);
  });

  it("covers every text role: each is the foreground of at least one text pair", () => {
    const { text, link, action } = theme.roles;
    const textRoles = [
      ...Object.keys(text).map((key) => `text.${key}`),
      ...Object.keys(link).map((key) => `link.${key}`),
      ...Object.entries(action)
        .filter(([name]) => name !== "iconOnInverse")
        .flatMap(([name, role]) => Object.keys(role).filter((key) => /text/i.test(key)).map((key) => `action.${name}.${key}`)),
      "badge.text",
    ];
    const checked = new Set(contrastPairs.filter((pair) => pair.kind === "text").map((pair) => pair.name.split(" on ")[0]));
    expect(textRoles.filter((role) => !checked.has(role))).toEqual([]);
  });

  it("declare no pair of a button, link, field or focus ring: those come from interactive.ts's tables, which draw them", () => {
    const interactive = declaredPairs.filter((pair) => /^(action|link|focus)\./.test(pair.name) || / on (action|link|focus)\./.test(pair.name));
    expect(interactive.map((pair) => pair.name)).toEqual([]);
  });

  it("are listed with their ratios in contrastPairs.ts's note, as computed", () => {
    const source = readFileSync(join(__dirname, "contrastPairs.ts"), "utf8");
    const note = /contrast-note:start[^\n]*\n([\s\S]*?)\n \* contrast-note:end/.exec(source);
    // After a change of colour or pair: npm run contrast:note.
    expect(note?.[1]).toBe(contrastNote().join("\n"));
  });
});

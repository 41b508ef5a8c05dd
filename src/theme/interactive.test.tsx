import React from "react";
import fs from "fs";
import path from "path";
import { render } from "@testing-library/react";
import { Button } from "../components/ui/Button";
import { theme } from "./theme";
import { buttons, colourOf, controls, drawnRolePairs, grounds, interactiveTables, links, stateSelectors, type Look, type State } from "./interactive";
import { drawnPairs, minimumRatio } from "./contrastPairs";
import { contrastRatio } from "./contrast";

const root = path.resolve(__dirname, "../..");

/** The project's own code that writes styles: src/, plugins/ and the gatsby-* files, tests and generated types left out. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative] : [];
  });
}
const gatsbyFiles = fs.readdirSync(root).filter((name) => /^gatsby-.*\.tsx?$/.test(name));
/** What draws, outside the theme's own tables and pairs. */
const drawing = [...sourceFiles("src"), ...sourceFiles("plugins"), ...gatsbyFiles]
  .filter((file) => !["src/theme/theme.ts", "src/theme/contrastPairs.ts", "src/theme/interactive.ts"].includes(file))
  .map((file) => ({ file, text: fs.readFileSync(path.join(root, file), "utf8") }));

/** Every colour role of the theme, by path ("action.primary.hoverText"). */
const rolePaths = (node: object, prefix = ""): string[] =>
  Object.entries(node).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : rolePaths(value as object, `${prefix}${key}.`)));

/** The roles a look names, in any state. */
const rolesOf = (look: Look): string[] =>
  Object.values(look).flatMap((value) => (value && typeof value === "object" && !Array.isArray(value) ? Object.values(value).filter((role) => role !== "transparent") : Array.isArray(value) ? value : []));

describe("the interactive tables (theme/interactive.ts)", () => {
  it("draw every colour role of the theme, or a component names it: a role nothing draws fails here", () => {
    const inTables = new Set([...Object.values(interactiveTables).flatMap((table) => Object.values(table).flatMap(rolesOf)), ...Object.values(grounds).flatMap((ground) => [...ground.surfaces, ground.ring])]);
    const named = (role: string) => drawing.some(({ text }) => new RegExp(`roles\\.${role.replace(/\./g, "\\.")}(?![\\w$])`).test(text));
    expect(rolePaths(theme.roles).filter((role) => !inTables.has(role) && !named(role))).toEqual([]);
  });

  it("are the only source of buttons', links' and focus rings' colours: no component names an action, link or focus role", () => {
    const direct = drawing.flatMap(({ file, text }) => [...text.matchAll(/roles\.(?:action|link|focus)\.[\w.]+/g)].map((match) => `${file}: ${match[0]}`));
    expect(direct).toEqual([]);
  });

  it("have no variant that nothing draws: each is used by a component", () => {
    const all = drawing.map(({ text }) => text).join("\n");
    const variantsPassed = new Set([...all.matchAll(/\$?variant(?:="|\s*=\s*")(\w+)"/g)].map((match) => match[1]));
    const unused = [
      ...Object.keys(buttons).filter((name) => !variantsPassed.has(name)).map((name) => `buttons.${name}`),
      ...Object.entries({ links, controls }).flatMap(([table, entries]) => Object.keys(entries).filter((name) => !all.includes(`${table}.${name})`)).map((name) => `${table}.${name}`)),
    ];
    expect(unused).toEqual([]);
  });

  it("write each state's colours into the button's CSS, as its pairs name them", () => {
    for (const [variant, look] of Object.entries(buttons) as Array<[keyof typeof buttons, Look]>) {
      const { getByRole, unmount } = render(<Button type="button" $variant={variant}>{variant}</Button>);
      const className = Array.from(getByRole("button").classList).pop();
      const css = Array.from(document.querySelectorAll("style"), (style) => style.textContent).join("").replace(/\s+/g, "");
      for (const [state, paint] of Object.entries(look).filter(([key]) => key in stateSelectors) as Array<[State, NonNullable<Look[State]>]>) {
        // Every rule of the button in that state (the hover's lift is another, under a media query).
        const rule = [...css.matchAll(new RegExp(`\\.${className}${stateSelectors[state].replace(/[[\]":()=-]/g, "\\$&")}\\{([^}]*)\\}`, "g"))].map((match) => match[1]).join(";");
        const expected = [
          paint.text && `color:${colourOf(paint.text)}`,
          paint.fill && `background:${paint.fill === "transparent" ? "transparent" : colourOf(paint.fill)}`,
          paint.border && `border-color:${colourOf(paint.border)}`,
          paint.ring && `outline-color:${colourOf(paint.ring)}`,
        ].filter((declaration): declaration is string => Boolean(declaration));
        expect([`${variant} ${state}`, expected.filter((declaration) => !rule.includes(declaration))]).toEqual([`${variant} ${state}`, []]);
      }
      unmount();
    }
  });

  it("measure a hover's text on the hover's own fill: issue 47's teal button fails, and passes once its hover text contrasts", () => {
    const below = (roles: object) =>
      drawnPairs(roles)
        .filter((pair) => contrastRatio(pair.foreground, pair.background) < minimumRatio[pair.kind])
        .map((pair) => `${pair.name} ${contrastRatio(pair.foreground, pair.background).toFixed(2)}:1`);
    const teal = (hoverText: string) => ({ ...theme.roles, action: { ...theme.roles.action, primary: { background: "#0f5e57", text: "#ffffff", hoverBackground: "#ccfbf1", hoverText } } });
    // White words kept on the light teal hover: 1.13:1, where the rest (white on dark teal, 7.61:1) passes.
    expect(below(teal("#ffffff"))).toEqual(["action.primary.hoverText on action.primary.hoverBackground 1.13:1"]);
    // Dark teal words on the hover: 8.41:1.
    expect(below(teal("#134e4a"))).toEqual([]);
  });

  it("keep the text of the state before where a state sets only a fill, as the browser does", () => {
    // The hover of issue 47's buttons set only the background: its words stayed the rest's.
    const fillOnly = { buttons: { primary: { rest: { text: "action.primary.text", fill: "action.primary.background" }, hover: { fill: "action.primary.hoverBackground" } } } } as const;
    const pairs = drawnRolePairs(fillOnly).map((pair) => `${pair.foreground} on ${pair.background}: ${pair.drawnBy.join(", ")}`);
    expect(pairs).toContain("action.primary.text on action.primary.hoverBackground: buttons.primary (hover)");
  });

  it("give a current link hovered the current colour (the later state wins, as in the CSS)", () => {
    const nav = drawnRolePairs({ links: { nav: links.nav } }).filter((pair) => pair.kind === "text");
    expect(nav.map((pair) => [pair.foreground, pair.drawnBy])).toEqual([
      ["link.default", ["links.nav (rest)"]],
      ["link.hover", ["links.nav (hover)"]],
      ["link.current", ["links.nav (current)", "links.nav (hover+current)"]],
    ]);
  });

  it("refuse a look with no fill that does not say which surfaces it is on", () => {
    expect(() => drawnRolePairs({ links: { lost: { rest: { text: "link.default" } } } })).toThrow("links.lost draws its text with no fill under it");
  });
});

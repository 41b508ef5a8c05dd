/**
 * What a screen reader says on every page, in both languages, from the top of the page to its end
 * (and, on the contact page, after each of its forms' actions), against the transcript a person read
 * and approved, kept in e2e/transcripts/<language>/<page>.txt. A change to what is heard fails here
 * until the new transcript is read and approved: `npm run transcripts:approve` writes the new ones,
 * `git diff` shows what changed, and committing them is the approval (docs/transcripts.md).
 */
import fs from "fs";
import path from "path";
import type { Page } from "playwright-core";
import { yamlData } from "../tests/support/content";
import { pagesFromData } from "../tests/support/pages";
import { locales, notFoundRoute, unknownRoute, type Locale } from "../tests/support/routes";
import { pathWithoutLocale } from "../src/lib/locales";
import { siteInBrowser } from "./browser";
import { heardDuring, readPage, readerVersion } from "./screenReader";

const site = siteInBrowser();

/** `npm run transcripts:approve` sets it: write what is heard as the approved transcript instead of comparing. */
const approving = process.env.APPROVE_TRANSCRIPTS === "1";

const transcriptsDir = path.join(__dirname, "transcripts");

/** A laptop's screen: the header's full menu (a phone's hides it behind the Menu button). */
const viewport = { width: 1280, height: 800 };

/** A page's transcript file: "/es/galleries/programs-in-action" → es/galleries-programs-in-action.txt; "/" → en/home.txt. */
function transcriptFile(locale: Locale, route: string): string {
  const own = route === notFoundRoute(locale) ? "not-found" : pathWithoutLocale(route).replace(/^\//, "").replace(/\//g, "-") || "home";
  return path.join(transcriptsDir, locale, `${own}.txt`);
}

/** Something a visitor does on a page, and what is heard while it happens. */
interface Action {
  /** What was done, as the transcript's heading for what follows. */
  readonly title: string;
  readonly run: (page: Page) => Promise<void>;
}

/** The contact form's actions, with its words in the page's language (data/forms.yaml). */
function contactActions(locale: Locale): Action[] {
  const forms = yamlData("forms", locale);
  const form = (page: Page) => page.locator("#contact-form");
  const press = async (page: Page, name: string) => {
    await form(page).getByRole("button", { name, exact: true }).focus();
    await page.keyboard.press("Enter");
  };
  return [
    {
      title: `${forms.contact.submit} pressed with every field empty`,
      run: async (page) => {
        await press(page, forms.contact.submit);
        await form(page).locator('[aria-invalid="true"]').first().waitFor();
      },
    },
    {
      title: `The contact form filled in, then ${forms.contact.submit} pressed`,
      run: async (page) => {
        for (const [name, value] of Object.entries({ firstName: "Ana", lastName: "Lee", email: "ana@example.com", message: "Hello" })) {
          await form(page).locator(`[name="${name}"]`).fill(value);
        }
        // A pause after typing, as a person makes: the message's count is said then, before Send.
        await page.waitForFunction(() => (document.querySelector("#contact-form [data-counter-live]")?.textContent ?? "") !== "");
        await press(page, forms.contact.submit);
        await page.locator("[data-toasts] > *").first().waitFor();
      },
    },
    {
      title: `${forms.clear} pressed`,
      run: async (page) => {
        await press(page, forms.clear);
        await form(page).getByRole("button", { name: forms.undo, exact: true }).waitFor();
      },
    },
  ];
}

/** What each page has a visitor do beyond reading it, by its transcript's name. */
const actionsOf = (locale: Locale): Readonly<Record<string, Action[]>> => ({ contact: contactActions(locale) });

/** Every page in both languages, the not-found page at an unknown address of its language. */
const readings = locales.flatMap((locale) =>
  pagesFromData(locale).map(({ route }) => {
    const file = transcriptFile(locale, route);
    return { locale, route, visit: route === notFoundRoute(locale) ? unknownRoute(locale) : route, file, name: path.basename(file, ".txt") };
  }),
);

/** A transcript as its file holds it: what it is, then what is heard, a phrase a line, then each action's. */
function transcriptText(route: string, heard: string[], actions: { title: string; heard: string[] }[]): string {
  const head = [
    `What a screen reader says on ${route}, from the top of the page to its end, at ${viewport.width} × ${viewport.height} px`,
    `(Virtual Screen Reader ${readerVersion} in Chromium; docs/transcripts.md). A phrase a line.`,
  ];
  const after = actions.flatMap((action) => ["", `After: ${action.title}`, ...action.heard]);
  return `${[...head, "", ...heard, ...after].join("\n")}\n`;
}

/** What a person approved for this page, as lines; none when there is no transcript yet. */
const approved = (file: string): string[] | undefined => (fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n") : undefined);

/** Reads a page in a fresh browser (no draft from another page's form), and does its actions. */
async function listen(visit: string, actions: readonly Action[], before?: (page: Page) => Promise<void>) {
  const context = await site.browser.newContext({ viewport, reducedMotion: "reduce" });
  try {
    const page = await context.newPage();
    await page.goto(`${site.server.url}${visit}`, { waitUntil: "networkidle" });
    await before?.(page);
    const heard = await readPage(page);
    const done: { title: string; heard: string[] }[] = [];
    for (const action of actions) done.push({ title: action.title, heard: await heardDuring(page, () => action.run(page)) });
    return { heard, done };
  } finally {
    await context.close();
  }
}

describe("what a screen reader says", () => {
  it.each(readings.map((reading) => [reading.route, reading] as const))("on %s is the approved transcript", async (route, { locale, visit, file, name }) => {
    const { heard, done } = await listen(visit, actionsOf(locale)[name] ?? []);
    const text = transcriptText(route, heard, done);
    if (approving) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
      return;
    }
    const lines = approved(file);
    if (!lines) throw new Error(`No approved transcript for ${route} (${path.relative(process.cwd(), file)}): run npm run transcripts:approve, read it, and commit it`);
    // Line by line, so a failure shows the phrases that changed.
    expect(text.split("\n")).toEqual(lines);
  });

  it("has a transcript for every page and language, and none for a page the site no longer has", () => {
    const expected = readings.map((reading) => path.relative(transcriptsDir, reading.file)).sort();
    const found = locales.flatMap((locale) => (fs.existsSync(path.join(transcriptsDir, locale)) ? fs.readdirSync(path.join(transcriptsDir, locale)).map((file) => `${locale}/${file}`) : []));
    if (approving) for (const extra of found.filter((file) => !expected.includes(file))) fs.rmSync(path.join(transcriptsDir, extra));
    else expect(found.sort()).toEqual(expected);
  });

  it("hears a changed heading, which the approved transcript then fails", async () => {
    const reading = readings.find((candidate) => candidate.route === "/about") as (typeof readings)[number];
    const lines = approved(reading.file) ?? [];
    const changed = "About Them";
    const { heard } = await listen(reading.visit, [], (page) =>
      page.evaluate((words) => {
        (document.querySelector("main h1") as HTMLElement).textContent = words;
      }, changed),
    );
    expect(heard).toContain(`heading, ${changed}, level 1`);
    expect(lines).toContain(`heading, ${yamlData("pages/about").heading}, level 1`);
    expect(() => expect(transcriptText(reading.route, heard, []).split("\n")).toEqual(lines)).toThrow(`heading, ${changed}, level 1`);
  });
});

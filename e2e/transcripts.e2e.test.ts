/**
 * What a screen reader says on every page, in both languages, from the top of the page to its end,
 * and after each thing a visitor does with the page's forms and controls, against the transcript a
 * person read and approved, kept in e2e/transcripts/<language>/<page>.txt. A change to what is
 * heard fails here until the new transcript is read and approved: `npm run transcripts:approve`
 * writes the new ones, `git diff` shows what changed, and committing them is the approval
 * (docs/transcripts.md).
 *
 * Two widths, a laptop's and a phone's. Each page is read whole at the laptop's; at the phone's,
 * only its header is read (the menu button stands for the header's links), once Chromium's
 * accessibility tree has shown that nothing else on the page is heard differently there; a page
 * where something else is, is read whole at both. What is heard after each action is heard at both
 * widths, on a page freshly opened at each, and written once where both say the same.
 */
import fs from "fs";
import path from "path";
import type { Browser, Page } from "playwright-core";
import { fixtureDataDir, yamlData } from "../tests/support/content";
import { pagesFromData } from "../tests/support/pages";
import { locales, notFoundRoute, unknownRoute, type Locale } from "../tests/support/routes";
import { pathWithoutLocale } from "../src/lib/locales";
import { pageTitleId } from "../src/lib/pageTitle";
import { siteInBrowser } from "./browser";
import { heardDuring, listenTo, readPage, readWithin, readerVersion } from "./screenReader";
import { useVariantSite } from "./variantSite";

// The site built from the tests' fixed copy of the content: an editor's edit of data/ changes what
// is heard on the live site, not what was approved here (docs/transcripts.md).
const fixed = useVariantSite("fixedContent");
const site = siteInBrowser(() => fixed.publicDir);

/** A file of the fixed content, in a language, as its pages read it. */
const content = (name: string, locale: Locale = "en") => yamlData(name, locale, fixtureDataDir);

/** `npm run transcripts:approve` sets it: write what is heard as the approved transcript instead of comparing. */
const approving = process.env.APPROVE_TRANSCRIPTS === "1";

const transcriptsDir = path.join(__dirname, "transcripts");

/** A laptop's screen (the header's whole menu) and a phone's (the menu behind its button). */
const widths = {
  laptop: { width: 1280, height: 800 },
  phone: { width: 375, height: 667 },
} as const;
type Width = keyof typeof widths;
const size = (width: Width) => `${widths[width].width} × ${widths[width].height} px`;

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
  /** Then the reader reads on through this part of the page (a CSS selector), as a person reads on into what opened. */
  readonly readAfter?: string;
  /** Only at these widths (the menu button is a phone's and a tablet's). */
  readonly only?: Width;
}

/** Actions done one after the other on a page freshly opened, in a browser set as `browser` says. */
interface Scene {
  /** How the browser differs from a plain one, in the transcript's headings ("" for none). */
  readonly browser: string;
  readonly locale?: string;
  readonly actions: readonly Action[];
}

/** Focus on the control, then Enter, as a keyboard or screen-reader user presses it. */
async function press(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().focus();
  await page.keyboard.press("Enter");
}

/** What a person types into each field of a form, by its kind; a list gets its first choice. */
async function fillIn(page: Page, form: string): Promise<void> {
  const typed: Record<string, string> = { email: "ana@example.com", tel: "(760) 555-0134", textarea: "Hello" };
  for (const control of await page.locator(`${form} [data-field]`).locator("input, select, textarea").all()) {
    const kind = await control.evaluate((element) => (element instanceof HTMLSelectElement ? "select" : element instanceof HTMLTextAreaElement ? "textarea" : (element as HTMLInputElement).type));
    if (kind === "select") await control.selectOption({ index: 1 });
    else await control.fill(typed[kind] ?? "Ana");
  }
  // A pause after typing, as a person makes: a message's count is said then, before the button.
  if (await page.locator(`${form} [data-counter-live]`).count()) {
    await page.waitForFunction((where) => Array.from(document.querySelectorAll(`${where} [data-counter-live]`)).some((live) => (live.textContent ?? "") !== ""), form);
  }
}

/** The panel a mail action leaves right after its form (src/mail/MailFallback.tsx). */
const panelAfter = (form: string) => `${form} + section[role="region"]`;

/**
 * A mail form's actions, with its words in the page's language (the fixed copy's forms.yaml): its button with
 * every field empty, then filled in; then, for a form whose panel is read, the panel and its
 * "Send it from this page instead" (the thank-you page's content as heard on arriving); or else
 * Clear form and Undo clear.
 */
function mailFormActions(locale: Locale, key: "volunteer" | "contact" | "signUp", id: string, { thenPost }: { thenPost: boolean }): Action[] {
  const forms = content("forms", locale);
  const form = `#${id}`;
  const submit = `${form} button[type="submit"]`;
  const sent: Action[] = [
    {
      title: `${forms[key].submit} pressed with every field empty`,
      run: async (page) => {
        await press(page, submit);
        await page.locator(`${form} [aria-invalid="true"]`).first().waitFor();
      },
    },
    {
      title: `The form filled in, then ${forms[key].submit} pressed`,
      run: async (page) => {
        await fillIn(page, form);
        await press(page, submit);
        await page.locator(panelAfter(form)).waitFor();
      },
    },
  ];
  if (thenPost) {
    return [
      ...sent,
      { title: `The panel left after the form, read on into`, run: async () => undefined, readAfter: panelAfter(form) },
      {
        title: `${forms.fallback.postButton} pressed (then the content of the page it opens)`,
        run: async (page) => {
          await press(page, `${panelAfter(form)} [data-mail-fallback-post-button]`);
          await page.waitForURL((url) => pathWithoutLocale(url.pathname) === "/thank-you");
        },
        readAfter: "main",
      },
    ];
  }
  return [
    ...sent,
    {
      title: `${forms.clear} pressed`,
      run: async (page) => {
        await press(page, `${form} [data-mail-form-clear]`);
        await page.locator(`${form} [data-mail-form-undo]:not([hidden])`).waitFor();
      },
    },
    {
      title: `${forms.undo} pressed`,
      run: async (page) => {
        await press(page, `${form} [data-mail-form-undo] button`);
        await page.waitForFunction((where) => (document.querySelector<HTMLInputElement>(`${where} input[type="text"]`)?.value ?? "") !== "", form);
      },
    },
  ];
}

/** The footer's Subscribe (every page has it; heard on the home page): empty, malformed, then a whole address, and the panel it leaves. */
function subscribeActions(locale: Locale): Action[] {
  const { subscribe } = content("layout", locale);
  const form = 'form[data-module="subscribe"]';
  const button = `${form} button[type="submit"]`;
  const typeThenPress = async (page: Page, address: string) => {
    await page.locator(`${form} input[type="email"]`).fill(address);
    await press(page, button);
  };
  return [
    {
      title: `${subscribe.button} pressed with the field empty`,
      run: async (page) => {
        await press(page, button);
        await page.locator(`${form} [aria-invalid="true"]`).waitFor();
      },
    },
    {
      title: `An address without its @ typed, then ${subscribe.button} pressed`,
      run: async (page) => {
        await typeThenPress(page, "ana.example.com");
        await page.waitForFunction((where) => document.activeElement === document.querySelector(`${where} input[type="email"]`), form);
      },
    },
    {
      title: `A whole address typed, then ${subscribe.button} pressed`,
      run: async (page) => {
        await typeThenPress(page, "ana@example.com");
        await page.locator(panelAfter(form)).waitFor();
      },
    },
    { title: "The panel left after the form, read on into", run: async () => undefined, readAfter: panelAfter(form) },
  ];
}

/** The skip link, and the menu a phone's header opens: each page has them, heard on the home page. */
function headerActions(locale: Locale): Action[] {
  const layout = content("layout", locale);
  const nav = 'nav[data-module="menu"]';
  return [
    {
      title: `Tab, then Enter on ${layout.skipLink}`,
      run: async (page) => {
        await page.keyboard.press("Tab");
        await page.keyboard.press("Enter");
        await page.waitForFunction((id) => document.activeElement?.id === id, pageTitleId);
      },
    },
    {
      title: `${layout.menuButton.open} pressed (then the navigation, read on into)`,
      only: "phone",
      run: async (page) => {
        await press(page, `${nav} [data-menu-toggle]`);
        await page.locator("[data-menu-panel]").waitFor();
      },
      readAfter: nav,
    },
    {
      title: `Escape pressed (then the navigation, read on into)`,
      only: "phone",
      run: async (page) => {
        await page.locator(`${nav} [data-menu-toggle]`).focus();
        await page.keyboard.press("Escape");
        await page.locator("[data-menu-panel]").waitFor({ state: "hidden" });
      },
      readAfter: nav,
    },
  ];
}

/** The offer of the Spanish page, as a browser that prefers Spanish has it on an English page, and its dismissal. */
function offerScene(): Scene {
  const offer = '[data-module="language-offer"]';
  return {
    browser: "a browser that prefers Spanish (es-MX)",
    locale: "es-MX",
    actions: [
      { title: "The page opened: the offer at the top of its content, read", run: (page) => page.locator(offer).waitFor(), readAfter: offer },
      {
        title: `${content("layout", "es").languageOffer.dismiss} pressed`,
        run: async (page) => {
          await press(page, `${offer} [data-language-offer-dismiss]`);
          await page.waitForFunction((id) => document.activeElement?.id === id, pageTitleId);
        },
      },
    ],
  };
}

/** What each page has a visitor do beyond reading it, by its transcript's name. */
function scenesOf(locale: Locale, name: string): Scene[] {
  const plain = (actions: Action[]): Scene => ({ browser: "", actions });
  switch (name) {
    case "home":
      return [plain([...headerActions(locale), ...subscribeActions(locale)]), ...(locale === "en" ? [offerScene()] : [])];
    case "contact":
      return [plain([...mailFormActions(locale, "volunteer", "volunteer-form", { thenPost: false }), ...mailFormActions(locale, "contact", "contact-form", { thenPost: false })])];
    case "families":
      return [plain(mailFormActions(locale, "signUp", "sign-up-form", { thenPost: true }))];
    default:
      return [];
  }
}

/** Every page in both languages, the not-found page at an unknown address of its language. */
const readings = locales.flatMap((locale) =>
  pagesFromData(locale, fixtureDataDir).map(({ route }) => {
    const file = transcriptFile(locale, route);
    return { locale, route, visit: route === notFoundRoute(locale) ? unknownRoute(locale) : route, file, name: path.basename(file, ".txt") };
  }),
);

/**
 * What Chromium gives a screen reader outside the header (its accessibility tree: each node's
 * role, name, description, value and states, but not how its text wraps nor which of a photo's
 * files the width chose, which no one hears), one line each: the same at two widths, the page is
 * heard the same below its header.
 */
async function heardOutsideHeader(page: Page): Promise<string[]> {
  interface AXNode {
    nodeId: string;
    parentId?: string;
    ignored: boolean;
    role?: { value: string };
    name?: { value: string };
    description?: { value: string };
    value?: { value: unknown };
    properties?: Array<{ name: string; value: { value: unknown } }>;
  }
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send("Accessibility.getFullAXTree")) as { nodes: AXNode[] };
  await session.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const inHeader = (node: AXNode): boolean => {
    for (let at: AXNode | undefined = node; at; at = at.parentId ? byId.get(at.parentId) : undefined) if (at.role?.value === "banner") return true;
    return false;
  };
  return nodes
    .filter((node) => !node.ignored && node.role?.value !== "InlineTextBox" && !inHeader(node))
    .map((node) => JSON.stringify([node.role?.value, node.name?.value, node.description?.value, node.value?.value, node.properties?.filter((property) => property.name !== "url").map((property) => [property.name, property.value.value])]));
}

/** Waits for the browser to lay the page out again (after a change of size). */
const settle = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** A page opened fresh (its own context: no draft or dismissed offer from another page) at a width. */
async function openPage(browser: Browser, url: string, width: Width, locale?: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: widths[width], reducedMotion: "reduce", ...(locale ? { locale } : {}) });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  return { page, close: () => context.close() };
}

/** What is heard during each action of a scene (and, where it says so, read after it), on a page freshly opened at a width. */
async function actOut(url: string, scene: Scene, width: Width): Promise<string[][]> {
  const { page, close } = await openPage(site.browser, url, width, scene.locale);
  try {
    await listenTo(page);
    const heard: string[][] = [];
    for (const action of scene.actions) {
      if (action.only && action.only !== width) {
        heard.push([]);
        continue;
      }
      const during = await heardDuring(page, () => action.run(page));
      heard.push([...during, ...(action.readAfter ? await readWithin(page, action.readAfter) : [])]);
    }
    return heard;
  } finally {
    await close();
  }
}

/** A transcript's lines: what it is, then the page read, then each action's, under a heading a line that starts with "#". */
async function transcriptOf(locale: Locale, route: string, visit: string, name: string, before?: (page: Page) => Promise<void>): Promise<string[]> {
  const url = `${site.server.url}${visit}`;
  const lines = [`What a screen reader says on ${route} (Virtual Screen Reader ${readerVersion} in Chromium; docs/transcripts.md). A phrase a line; a line that starts with # says what follows.`];
  const { page, close } = await openPage(site.browser, url, "laptop");
  try {
    await before?.(page);
    lines.push(`# At ${size("laptop")}, from the top of the page to its end`, ...(await readPage(page)));
    const laptop = await heardOutsideHeader(page);
    await page.setViewportSize(widths.phone);
    await settle(page);
    if (JSON.stringify(await heardOutsideHeader(page)) === JSON.stringify(laptop)) {
      lines.push(`# At ${size("phone")}, the header (the rest of the page is heard as at ${size("laptop")})`, ...(await readWithin(page, "[data-site-header]")));
    } else {
      lines.push(`# At ${size("phone")}, from the top of the page to its end (it is heard otherwise than at ${size("laptop")})`, ...(await readPage(page)));
    }
  } finally {
    await close();
  }
  for (const scene of scenesOf(locale, name)) {
    const [laptop, phone] = [await actOut(url, scene, "laptop"), await actOut(url, scene, "phone")];
    const inBrowser = scene.browser ? `, in ${scene.browser}` : "";
    scene.actions.forEach((action, index) => {
      const atEach = (width: Width, heard: string[]) => [`# At ${size(width)}${inBrowser}, after: ${action.title}`, ...heard];
      if (action.only) lines.push(...atEach(action.only, action.only === "laptop" ? laptop[index] : phone[index]));
      else if (JSON.stringify(laptop[index]) === JSON.stringify(phone[index])) lines.push(`# At ${size("laptop")} and at ${size("phone")} alike${inBrowser}, after: ${action.title}`, ...laptop[index]);
      else lines.push(...atEach("laptop", laptop[index]), ...atEach("phone", phone[index]));
    });
  }
  return lines;
}

/**
 * Phrases that say nothing: an empty line, or a live region's role with nothing in it (the reader
 * names a role="alert" container even while it is empty; a screen reader would be given an empty
 * alert). Also a phrase that would pass for one of the transcript's own headings.
 */
const emptyPhrases = (lines: string[]): string[] => lines.slice(1).filter((line) => !line.trim() || /^(alert|status|log|marquee|timer)$/.test(line.trim()) || (/^#/.test(line) && !/^# At /.test(line)));

/** What a person approved for this page, as lines; none when there is no transcript yet. */
const approved = (file: string): string[] | undefined => (fs.existsSync(file) ? fs.readFileSync(file, "utf8").replace(/\n$/, "").split("\n") : undefined);

describe("what a screen reader says", () => {
  it.each(readings.map((reading) => [reading.route, reading] as const))("on %s is the approved transcript, with nothing empty in it", async (route, { locale, visit, file, name }) => {
    const lines = await transcriptOf(locale, route, visit, name);
    expect(emptyPhrases(lines)).toEqual([]);
    if (approving) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${lines.join("\n")}\n`);
      return;
    }
    const kept = approved(file);
    if (!kept) throw new Error(`No approved transcript for ${route} (${path.relative(process.cwd(), file)}): run npm run transcripts:approve, read it, and commit it`);
    // Line by line, so a failure shows the phrases that changed.
    expect(lines).toEqual(kept);
  });

  it("has a transcript for every page and language, and none for a page the site no longer has", () => {
    const expected = readings.map((reading) => path.relative(transcriptsDir, reading.file)).sort();
    const found = locales.flatMap((locale) => (fs.existsSync(path.join(transcriptsDir, locale)) ? fs.readdirSync(path.join(transcriptsDir, locale)).map((file) => `${locale}/${file}`) : []));
    if (approving) for (const extra of found.filter((file) => !expected.includes(file))) fs.rmSync(path.join(transcriptsDir, extra));
    else expect(found.sort()).toEqual(expected);
  });

  it("hears a changed heading, which the approved transcript then fails", async () => {
    const { locale, route, visit, file, name } = readings.find((candidate) => candidate.route === "/about") as (typeof readings)[number];
    const lines = approved(file) ?? [];
    const changed = "About Them";
    const heard = await transcriptOf(locale, route, visit, name, (page) =>
      page.evaluate((words) => {
        (document.querySelector("main h1") as HTMLElement).textContent = words;
      }, changed),
    );
    expect(heard).toContain(`heading, ${changed}, level 1`);
    expect(lines).toContain(`heading, ${content("pages/about").heading}, level 1`);
    expect(() => expect(heard).toEqual(lines)).toThrow(`heading, ${changed}, level 1`);
  });

  it("hears nothing of the empty error region, and the error alert at once when a script fails", async () => {
    const { page, close } = await openPage(site.browser, `${site.server.url}/about`, "phone");
    try {
      const heard = await readPage(page);
      expect(emptyPhrases(["", ...heard])).toEqual([]);
      // The menu's words cannot change: its script fails as the button is pressed.
      await page.evaluate(() => {
        Object.defineProperty(document.querySelector("[data-menu-label]"), "textContent", {
          set() {
            throw new Error("the menu's label cannot change");
          },
        });
      });
      const { heading } = content("layout").error;
      const during = await heardDuring(page, async () => {
        await press(page, "[data-menu-toggle]");
        await page.locator("[data-error-region] h2").waitFor();
      });
      expect(during.filter((line) => line.startsWith("assertive: ") && line.includes(heading) && line.includes("the menu's label cannot change"))).toHaveLength(1);
    } finally {
      await close();
    }
  });
});

/**
 * The content editor at /admin, from the build, under its own Content-Security-Policy, used as an
 * editor uses it on their own computer: Decap CMS with `decap-server` in its file mode (what
 * `npm run edit` starts) over a temporary Git repository holding a copy of data/, so what each
 * save wrote can be read with `git diff`. One per test file (`useEditor()`), each test a new tab,
 * in the editor's English or Spanish, as a person chooses it.
 */
import { execFileSync, spawn, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import type { Browser, BrowserContext, Frame, Locator, Page } from "playwright-core";
import { load } from "js-yaml";
import { en as decapEn, es as decapEs } from "decap-cms-locales";
import { localBackendOrigin } from "../plugins/editor/backend";
import { withLocalBackend } from "../plugins/editor/editPorts";
import { readEditorWords } from "../plugins/content/editorWordsFile";
import type { EditorWords } from "../src/content/editorWords";
import { interfaceLanguageKey } from "../src/admin/decap/interfaceLanguage";
import { contentFilePath, languageBlocks } from "../src/lib/contentFile";
import { contentTypeFor } from "../src/lib/contentPages";
import { contentStructure } from "../src/content/contentModel";
import { freePort, serve, type StaticServer } from "./server";
import { launch, recordCspViolations } from "./browser";

export const root = path.resolve(__dirname, "..");
export type Ui = "en" | "es";
const decapLocales: Record<Ui, unknown> = { en: decapEn, es: decapEs };

/** The editor's own words in each language (data/editor.yaml), which the tests read what it says by. */
export const words = readEditorWords(path.join(root, "data")) as Record<Ui, EditorWords>;

/** A field's label in the editor's language ("Testimonial.age"). */
export const label = (ui: Ui, field: string): string => {
  const found = words[ui].fields.find((entry) => entry.field === field)?.label;
  if (!found) throw new Error(`data/editor.yaml has no ${ui} label for ${field}`);
  return found;
};

/** What one item of a list is called ("TestimonialsYaml.testimonials" → Testimonial). */
export const itemName = (ui: Ui, field: string): string => words[ui].fields.find((entry) => entry.field === field)?.item ?? label(ui, field);

/** A list's add button, as Decap names it with the list's item ("Add session", "Agregar sesión"). */
export const addItem = (ui: Ui, field: string): string => decapPhrase(ui, "editor.editorWidgets.list.add").replace("%{item}", itemName(ui, field).toLowerCase());

/** Decap's phrase for the editor on this computer (data/editor.yaml decapLocal), "editor.editorToolbar.publish". */
export const localPhrase = (ui: Ui, key: string): string => {
  const found = words[ui].decapLocal.find((phrase) => phrase.key === key)?.text;
  if (!found) throw new Error(`data/editor.yaml has no ${ui} decapLocal phrase ${key}`);
  return found;
};

/** Decap's own phrase as this project's editor shows it: data/editor.yaml's wording where it has one, else Decap's locale ("mediaLibrary.mediaLibraryModal.chooseSelected"). */
export const decapPhrase = (ui: Ui, key: string): string => {
  const ours = words[ui].decap.find((phrase) => phrase.key === key)?.text;
  if (ours) return ours;
  const found = key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), decapLocales[ui]);
  if (typeof found !== "string") throw new Error(`Decap's ${ui} locale has no phrase ${key}`);
  return found;
};

/** A file of data/ as committed: the entries these tests open come from it, never a copy of it. */
export const committed = (file: string): any => load(fs.readFileSync(path.join(root, "data", file), "utf8"));

/** A file of data/ as committed, in each language as its pages read it (src/content/translations.ts). */
export const committedIn = (file: string): Record<Ui, any> => languageBlocks(committed(file), contentTypeFor(contentFilePath(file)), contentStructure()) as Record<Ui, any>;

export interface EditorPage {
  page: Page;
  errors: string[];
  outside: string[];
  violations: () => Promise<string[]>;
}

export interface OpenOptions {
  ui?: Ui;
  lang?: string;
  width?: number;
  height?: number;
}

export interface Editor {
  readonly server: StaticServer;
  /** The temporary repository decap-server writes into. */
  readonly repo: string;
  git(...args: string[]): string;
  /** The lines the saves removed (-) and added (+), without the diff's headers. */
  changedLines(): string[];
  /** A new tab on one entry (its address after #/collections/), logged in to the local backend, in the editor's language `ui`. */
  openEntry(collection: string, entry: string, options?: OpenOptions): Promise<EditorPage>;
  /** A new tab on the editor's address after #/ ("collections/programs"), logged in. */
  open(route: string, options?: OpenOptions): Promise<EditorPage>;
}

/**
 * The editor for one test file: the built site served, a browser, decap-server on a free port
 * over a fresh repository of data/ (restored after each test). Decap looks for the local backend
 * at localBackendOrigin (its default, port 8081), and the editor's policy allows it; the browser's
 * requests there are passed on to the free port, so a program already on 8081 (an editor's own
 * `npm run edit`) neither fails nor answers the tests.
 */
export function useEditor(publicDir?: () => string): Editor {
  let server: StaticServer;
  let browser: Browser;
  let backend: ChildProcess;
  let repo: string;
  let backendUrl: string;
  /** The tabs a test opened: each test's are closed after it, passed or failed. */
  const contexts: BrowserContext[] = [];
  const git = (...args: string[]): string => execFileSync("git", args, { cwd: repo, encoding: "utf8" });

  beforeAll(async () => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), "editor-"));
    fs.cpSync(path.join(root, "data"), path.join(repo, "data"), { recursive: true });
    git("init", "--quiet");
    git("add", "--all");
    git("-c", "user.name=Test", "-c", "user.email=test@example.org", "commit", "--quiet", "--message", "Content as committed");

    server = await serve(publicDir?.());
    browser = await launch();
    const port = await freePort();
    backendUrl = `http://localhost:${port}`;
    backend = spawn(path.join(root, "node_modules", ".bin", "decap-server"), [], {
      cwd: repo,
      env: { ...process.env, PORT: String(port), MODE: "fs", GIT_REPO_DIRECTORY: repo },
      stdio: "pipe",
    });
    // Its own words, shown if it does not start (a port in use, say).
    let output = "";
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`decap-server did not start within 60 s; it said:\n${output}`)), 60000);
      backend.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      backend.on("exit", (code) => reject(new Error(`decap-server stopped (exit ${code}); it said:\n${output}`)));
      backend.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (chunk.toString().includes("listening")) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });

  afterAll(async () => {
    backend?.kill();
    await browser?.close();
    await server?.close();
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
  });

  afterEach(async () => {
    // A tab left open keeps Decap's app running (its timers, its list checks) beside the next test's.
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
    // What a test saved or uploaded goes, so each starts from the content as committed.
    git("checkout", "--quiet", "--", ".");
    git("clean", "--quiet", "--force", "-d");
  });

  return {
    get server() {
      return server;
    },
    get repo() {
      return repo;
    },
    git,
    changedLines: () =>
      git("diff", "--unified=0", "--no-color")
        .split("\n")
        .filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line)),
    openEntry(collection, entry, { lang, ...options } = {}) {
      return this.open(`collections/${collection}/entries/${entry}${lang ? `?lang=${lang}` : ""}`, options);
    },
    async open(route, { ui = "en", width = 1280, height = 900 } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, locale: ui === "es" ? "es-MX" : "en-US" });
      contexts.push(context);
      // The editor's language as its bar leaves it chosen in this browser; a choice made later in the test stands.
      await context.addInitScript(([key, value]) => {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
      }, [interfaceLanguageKey, ui] as const);
      const page = await context.newPage();
      const outside: string[] = [];
      page.on("request", (request) => {
        const url = request.url();
        if (!url.startsWith(server.url) && !url.startsWith(localBackendOrigin) && !/^(data|blob):/.test(url)) outside.push(url);
      });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const violations = await recordCspViolations(page);
      await page.route(`${localBackendOrigin}/**`, async (route) => {
        try {
          const forward = () => route.fetch({ url: route.request().url().replace(localBackendOrigin, backendUrl) });
          // A kept-alive connection that decap-server closed just as the request went out ("socket hang
          // up", no answer received): sent again once on a new one, as the browser itself does.
          const response = await forward().catch((error: unknown) => {
            if (/ECONNRESET|socket hang up/.test(String(error))) return forward();
            throw error;
          });
          await route.fulfill({ response });
        } catch (error) {
          // A request still in flight when the test closes its tab (the editor counting what is left
          // to review after a save) ends with the tab; any other failure is the test's to see.
          if (!page.isClosed() && !/disposed|closed/i.test(String(error))) throw error;
        }
      });
      // The published configuration has no local backend (plugins/editor/cmsConfig.ts): this editor is
      // given one as `npm run edit` gives its own, on Decap's default port, passed on above.
      await page.route(`${server.url}/admin/config.*.yml`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: withLocalBackend(await response.text()) });
      });
      // Decap's bundle is large for a busy machine: the page's load, then whatever enter() waits for.
      await page.goto(`${server.url}/admin/#/${route}`, { waitUntil: "load", timeout: 120_000 });
      await enter(page, ui);
      return { page, errors, outside, violations };
    },
  };
}

/**
 * Past Decap's login, as a person is: the button when it asks (a first visit), nothing when the
 * editor remembers the login (after a reload, or the interface's language changed).
 */
export async function enter(page: Page, ui: Ui): Promise<void> {
  const login = page.getByRole("button", { name: decapPhrase(ui, "auth.login"), exact: true });
  // Inside: the collections' header, or an entry's save button in either of its states.
  const inside = page
    .getByRole("link", { name: decapPhrase(ui, "app.header.content"), exact: true })
    .or(page.getByRole("button", { name: localPhrase(ui, "editor.editorToolbar.publish"), exact: true }))
    .or(page.getByRole("button", { name: localPhrase(ui, "editor.editorToolbar.published"), exact: true }));
  await login.or(inside).first().waitFor({ timeout: 120_000 });
  if (await login.isVisible()) await login.click();
}

/** Decap's preview pane: the iframe it renders our preview template into. */
export async function previewFrame(page: Page): Promise<Frame> {
  const handle = await page.locator("iframe").first().elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error("the editor shows no preview");
  return frame;
}

/** The switch above the form ("Texts in: English | Español", src/admin/decap/formLanguage.ts), by the editor's words. */
export const formLanguageSwitch = (page: Page, ui: Ui) => page.getByRole("group", { name: words[ui].interface.formLanguageLabel, exact: true });

/** Turns the form's texts to a language, as an editor does with the switch above the form. */
export async function writeIn(page: Page, locale: Ui, ui: Ui = "en"): Promise<void> {
  const button = formLanguageSwitch(page, ui).getByRole("button", { name: words[locale].interface.languageName, exact: true });
  await button.click();
  await eventually(() => button.getAttribute("aria-pressed"), (pressed) => pressed === "true");
}

/** Which language the form's texts are in now, as its switch shows it. */
export const writtenIn = async (page: Page, ui: Ui): Promise<string | null> =>
  formLanguageSwitch(page, ui).locator('button[aria-pressed="true"]').getAttribute("lang");

/** Saves the entry as an editor does on their own computer. */
export async function save(page: Page, ui: Ui = "en"): Promise<void> {
  await page.getByRole("button", { name: localPhrase(ui, "editor.editorToolbar.publish"), exact: true }).click();
  await page.getByText(localPhrase(ui, "editor.editorToolbar.publishNow"), { exact: true }).click();
}

/** Waits until the editor says the entry was saved to data/. */
export async function saved(page: Page, ui: Ui = "en"): Promise<void> {
  const toast = localPhrase(ui, "ui.toast.entryPublished");
  await page.getByText(toast.slice(0, 30), { exact: false }).first().waitFor();
}

/** Replaces a text field's words as a person does: all selected, the new words typed over them. */
export async function replaceText(input: Locator, text: string): Promise<void> {
  await input.click();
  await input.press("ControlOrMeta+a");
  await input.page().keyboard.insertText(text);
}

/** A list item's bar in Decap's form, found by the start of its summary. */
export const itemBar = (page: Page, summary: string) => page.getByText(summary.slice(0, 40), { exact: false }).first().locator("xpath=..");

/** A field of the form, by its label, where it is visible (Decap keeps collapsed items in the page). */
export const field = (page: Page, name: string) => page.getByLabel(name, { exact: true }).filter({ visible: true });

/** The natural widths of the images that finished loading (Decap's empty placeholder is 300). */
export async function loadedWidths(scope: Page | Frame, selector: string): Promise<number[]> {
  return scope.locator(selector).evaluateAll((images) => (images as HTMLImageElement[]).filter((image) => image.complete).map((image) => image.naturalWidth));
}

/**
 * Asks again until `accept` says yes, and returns that answer; after `timeout` ms without one it
 * fails, showing the last answer (a wait that gave up silently would let a test pass on nothing).
 */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeout = 30000): Promise<T> {
  const end = Date.now() + timeout;
  let value = await read();
  while (!accept(value)) {
    if (Date.now() > end) throw new Error(`Still not as expected after ${timeout / 1000} s; the last answer was ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

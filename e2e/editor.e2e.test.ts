/**
 * The content editor at /admin, from the build, under its own Content-Security-Policy, used as an
 * editor uses it on their own computer: Decap CMS with `decap-server` in its file mode (what
 * `npm run edit` starts) over a temporary Git repository holding a copy of data/, so what each
 * save wrote can be read with `git diff`.
 */
import { execFileSync, spawn, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import type { Browser, Frame, Page } from "playwright-core";
import { load } from "js-yaml";
import sharp from "sharp";
import { localBackendOrigin } from "../plugins/editor/backend";
import { contentGroups } from "../plugins/editor/contentFiles";
import { readEditorWords } from "../plugins/content/editorWordsFile";
import { freePort, serve, type StaticServer } from "./server";
import { launch, recordCspViolations } from "./browser";

const root = path.resolve(__dirname, "..");
// Decap looks for the local backend at localBackendOrigin (its default, port 8081), and the editor's
// policy allows it; decap-server runs on a free port, where the browser's requests are passed on,
// so a program already on 8081 (an editor's own `npm run edit`) neither fails nor answers the tests.
const localBackend = localBackendOrigin;
let backendUrl: string;

/** A file of data/ as committed: the entries these tests open come from it, never a copy of it. */
const committed = (file: string): any => load(fs.readFileSync(path.join(root, "data", file), "utf8"));
const programs = committed("programs.yaml").en.programs as { id: string; title: string; photo: { file: string } }[];
const testimonials = committed("testimonials.yaml") as Record<"en" | "es", { testimonials: { quote: string; age?: number }[] }>;
const contactTitle = { en: committed("pages/contact.yaml").en.title as string, es: committed("pages/contact.yaml").es.title as string };
const contactHeading = committed("pages/contact.yaml").es.heading as string;
const aboutTitle = committed("pages/about.yaml").en.title as string;
/** A list item's bar in Decap's form, found by the start of its summary. */
const itemBar = (page: Page, summary: string) => page.getByText(summary.slice(0, 40), { exact: false }).first().locator("xpath=..");

let server: StaticServer;
let browser: Browser;
let backend: ChildProcess;
let repo: string;

// Decap's 5 MB bundle and the local backend take a while on a busy CI machine.
jest.setTimeout(180_000);

const git = (...args: string[]): string => execFileSync("git", args, { cwd: repo, encoding: "utf8" });

/** The lines a save removed (-) and added (+), without the diff's headers. */
const changedLines = (): string[] =>
  git("diff", "--unified=0", "--no-color")
    .split("\n")
    .filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));

beforeAll(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "editor-"));
  fs.cpSync(path.join(root, "data"), path.join(repo, "data"), { recursive: true });
  git("init", "--quiet");
  git("add", "--all");
  git("-c", "user.name=Test", "-c", "user.email=test@example.org", "commit", "--quiet", "--message", "Content as committed");

  server = await serve();
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

afterEach(() => {
  git("checkout", "--quiet", "--", ".");
});

interface EditorPage {
  page: Page;
  errors: string[];
  outside: string[];
  violations: () => Promise<string[]>;
}

/** A new tab on one entry of the editor, logged in to the local backend. */
async function openEntry(collection: string, entry: string): Promise<EditorPage> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(server.url) && !url.startsWith(localBackend) && !/^(data|blob):/.test(url)) outside.push(url);
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const violations = await recordCspViolations(page);
  await page.route(`${localBackend}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(localBackend, backendUrl) });
    await route.fulfill({ response });
  });
  await page.goto(`${server.url}/admin/#/collections/${collection}/entries/${entry}`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: /login/i }).click();
  return { page, errors, outside, violations };
}

/** Decap's preview pane: the iframe it renders our preview template into. */
async function previewFrame(page: Page): Promise<Frame> {
  const handle = await page.locator("iframe").first().elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error("the editor shows no preview");
  return frame;
}

/** Turns the form to Spanish with Decap's switch above it ("Writing in EN" → es), as an editor does. */
async function writeInSpanish(page: Page): Promise<void> {
  await page.getByText("Writing in EN").click();
  await page.getByRole("menuitem", { name: /^es$/i }).click();
  await page.getByText("Writing in ES").waitFor();
}

/** Saves the entry as an editor does on their own computer, and waits until it is written. */
async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save to data/" }).click();
  await page.getByText("Save to data/ now").click();
}

/** The natural widths of the images that finished loading (Decap's empty placeholder is 300). */
async function loadedWidths(scope: Page | Frame, selector: string): Promise<number[]> {
  return scope.locator(selector).evaluateAll((images) =>
    (images as HTMLImageElement[]).filter((image) => image.complete).map((image) => image.naturalWidth),
  );
}

/** Asks again until `accept` says yes, or fails after `timeout` ms with the last answer. */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeout = 30000): Promise<T> {
  const end = Date.now() + timeout;
  let value = await read();
  while (!accept(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

it("boots from our own files, lists every content file and opens one with a preview of its page", async () => {
  const { page, errors, outside, violations } = await openEntry("pages", "pages-home");
  await page.getByText("Title", { exact: true }).first().waitFor();
  const response = await page.request.get(`${server.url}/admin/`);
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
  expect(response.headers()["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'");

  // The preview is the page itself: the site's header, the hero's heading, its footer.
  const preview = await previewFrame(page);
  await preview.getByRole("heading", { level: 1 }).first().waitFor();
  await preview.getByRole("navigation").first().waitFor();
  await preview.getByRole("contentinfo").waitFor();

  for (const group of contentGroups(path.join(root, "data"), readEditorWords(path.join(root, "data")).en!)) {
    await page.goto(`${server.url}/admin/#/collections/${group.name}`);
    // waitFor fails the test if the file is not listed within its timeout.
    for (const file of group.files) await page.getByText(file.label, { exact: true }).first().waitFor();
  }

  expect(outside).toEqual([]);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});

it("saves a change to one field of a page as a change of that line alone, and says where it went", async () => {
  const { page, errors } = await openEntry("pages", "pages-contact");
  const title = page.getByLabel("Title", { exact: true });
  await title.fill("Contact ME vs. ME");
  // On this computer the editor says a save goes to data/, not that it is published.
  expect(await page.getByRole("button", { name: "Publish" }).count()).toBe(0);
  await save(page);
  await page.getByText(/^Saved to data\/ on this computer/).first().waitFor();
  // Each file holds an `en:` and an `es:` block: the English title is indented under `en:`.
  expect(changedLines()).toEqual([`-  title: ${contactTitle.en}`, "+  title: Contact ME vs. ME"]);
  expect(errors).toEqual([]);
  await page.close();
});

it("writes a Spanish field in the form switched to Spanish, previews the page in Spanish, and saves that line alone", async () => {
  const { page, errors } = await openEntry("pages", "pages-contact");
  // Decap's language switch above the form ("Writing in EN"); the preview follows it.
  await writeInSpanish(page);
  await page.getByLabel("Title", { exact: true }).fill(`${contactTitle.es} hoy`);
  const preview = await previewFrame(page);
  await preview.getByRole("heading", { level: 1, name: contactHeading }).waitFor();
  await preview.getByText("/es/contact", { exact: true }).waitFor();
  await save(page);
  await page.getByText(/^Saved to data\/ on this computer/).first().waitFor();
  expect(changedLines()).toEqual([`-  title: ${contactTitle.es}`, `+  title: ${contactTitle.es} hoy`]);
  // The form comes back in the language it was written in (Decap alone starts it again in English).
  await page.waitForTimeout(1500);
  await page.getByText("Writing in ES").waitFor();
  expect(errors).toEqual([]);
  await page.close();
});

it("saves a new description of one photo in a list as that line alone", async () => {
  const { page, errors } = await openEntry("programs", "programs");
  // Decap's list items open with the unlabelled button at the start of their bar.
  await itemBar(page, programs[0].title).getByRole("button").first().click();
  const alt = page.getByLabel("Alt", { exact: true }).filter({ visible: true });
  expect(await alt.count()).toBe(1);
  const before = await alt.inputValue();
  const after = "A mentor and a small group of middle school students, each with an open workbook.";
  await alt.fill(after);
  await save(page);
  await page.getByText(/^Saved to data\/ on this computer/).first().waitFor();
  expect(changedLines()).toEqual([`-        alt: ${before}`, `+        alt: ${after}`]);
  expect(errors).toEqual([]);
  await page.close();
});

it("shows every program's photo in the preview, and in the form when it first opens", async () => {
  // The placeholder photos share one width; Decap's blank stand-in is 300 pixels wide.
  const widths = await Promise.all(programs.map(async (program) => (await sharp(path.join(root, "data", program.photo.file)).metadata()).width));
  const atOwnWidth = (shown: number[]) => shown.filter((width) => widths.includes(width)).length;
  const { page, errors } = await openEntry("programs", "programs");
  await page.getByText(programs[0].title, { exact: true }).first().waitFor();
  // The preview shows every program's photo, each the file itself, as the editor scrolls to it
  // (the photos load lazily, and on a phone's width each follows its text).
  const preview = await previewFrame(page);
  const shown = await eventually(
    async () => {
      await preview.locator("main img").evaluateAll((images) => images.forEach((image) => image.scrollIntoView()));
      return loadedWidths(preview, "main img");
    },
    (shownWidths) => atOwnWidth(shownWidths) >= programs.length,
  );
  expect(atOwnWidth(shown)).toBeGreaterThanOrEqual(programs.length);

  // The form, opened once, draws each photo when it has loaded (Decap alone kept its 300-pixel
  // blank stand-in until the entry was opened again).
  await itemBar(page, programs[0].title).getByRole("button").first().click();
  const thumbnails = await eventually(() => loadedWidths(page, "img[role=presentation]"), (shownWidths) => atOwnWidth(shownWidths) >= programs.length, 15000);
  expect(atOwnWidth(thumbnails)).toBeGreaterThanOrEqual(programs.length);
  expect(errors).toEqual([]);
  await page.close();
});

it("offers every photo in data/photos to pick in a photo field and lists them all under Media", async () => {
  const photos = fs.readdirSync(path.join(root, "data", "photos")).filter((name) => name.endsWith(".jpg"));
  expect(photos.length).toBeGreaterThan(20);
  const { page, errors } = await openEntry("programs", "programs");
  // Decap's library draws only the rows in view: a tall window shows every one.
  await page.setViewportSize({ width: 1280, height: 3200 });
  await itemBar(page, programs[0].title).getByRole("button").first().click();
  await page.getByRole("button", { name: /choose different image/i }).filter({ visible: true }).first().click();
  for (const name of photos) await page.getByText(name, { exact: true }).first().waitFor();
  expect(errors).toEqual([]);
  await page.close();

  // The Media tab of the top bar, in a fresh editor, opens the same library.
  const media = await openEntry("programs", "programs");
  await media.page.setViewportSize({ width: 1280, height: 3200 });
  await media.page.getByText(programs[0].title, { exact: true }).first().waitFor();
  await media.page.goto(`${server.url}/admin/#/collections/programs`);
  await media.page.getByRole("link", { name: "Media" }).or(media.page.getByRole("button", { name: "Media" })).first().click();
  for (const name of photos) await media.page.getByText(name, { exact: true }).first().waitFor();
  expect(media.errors).toEqual([]);
  await media.page.close();
});

it("refuses to save what only the build's check sees (an id used twice), with the check's own line, and writes nothing", async () => {
  const { page } = await openEntry("programs", "programs");
  await itemBar(page, programs[1].title).getByRole("button").first().click();
  const id = page.getByLabel("Id", { exact: true }).filter({ visible: true });
  expect(await id.count()).toBe(1);
  await id.fill(programs[0].id);
  await save(page);
  await page.getByText(`en.programs[1].id "${programs[0].id}" is used twice`, { exact: false }).first().waitFor();
  expect(changedLines()).toEqual([]);
  await page.close();
});

describe("the traps a bilingual editor met, shown fixed", () => {
  it("1. a value that is not language (an age in a list item), changed in English, is written in Spanish too", async () => {
    const { page, errors } = await openEntry("people", "testimonials");
    const [first] = testimonials.en.testimonials;
    await itemBar(page, first.quote).getByRole("button").first().click();
    // Decap adds "(optional)" to the label of a field that may be left out.
    const age = page.getByLabel("Age (optional)", { exact: true }).filter({ visible: true });
    expect(await age.count()).toBe(1);
    const newAge = (first.age ?? 15) + 1;
    await age.fill(String(newAge));
    await save(page);
    await page.getByText(/^Saved to data\/ on this computer/).first().waitFor();
    const was = first.age === undefined ? [] : [`-      age: ${first.age}`];
    expect(changedLines().filter((line) => line.includes("age:"))).toEqual([...was, `+      age: ${newAge}`, ...was, `+      age: ${newAge}`]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("1. a photo replaced in English is the new photo in Spanish too", async () => {
    const { page, errors } = await openEntry("programs", "programs");
    await page.setViewportSize({ width: 1280, height: 3200 });
    await itemBar(page, programs[0].title).getByRole("button").first().click();
    await page.getByRole("button", { name: /choose different image/i }).filter({ visible: true }).first().click();
    // Another photo of data/photos (there are always more photos than programs).
    const other = fs.readdirSync(path.join(root, "data", "photos")).find((name) => name.endsWith(".jpg") && `photos/${name}` !== programs[0].photo.file) ?? "";
    await page.getByText(other, { exact: true }).first().click();
    await page.getByRole("button", { name: /choose selected/i }).click();
    await save(page);
    await page.getByText(/^Saved to data\/ on this computer/).first().waitFor();
    const change = [`-        file: ${programs[0].photo.file}`, `+        file: photos/${other}`];
    expect(changedLines()).toEqual([...change, ...change]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("2. a blank Spanish title is not saved, and the check says which language and field", async () => {
    const { page } = await openEntry("pages", "pages-home");
    await writeInSpanish(page);
    await page.getByLabel("Title", { exact: true }).fill("");
    await save(page);
    await page.getByText(/data\/pages\/home\.yaml: es\.title/).first().waitFor();
    expect(changedLines()).toEqual([]);
    await page.close();
  });

  it("2. a Spanish heading of spaces alone is refused with the check's line, and the form stays in Spanish, where it is", async () => {
    const { page } = await openEntry("pages", "pages-contact");
    await writeInSpanish(page);
    await page.getByLabel("Heading", { exact: true }).first().fill("   ");
    await save(page);
    await page.getByText(/data\/pages\/contact\.yaml: es\.[\w.\[\]]*heading is only spaces: it needs some text/).first().waitFor();
    await page.getByText("Writing in ES").waitFor();
    await expect(page.getByLabel("Heading", { exact: true }).first().inputValue()).resolves.toBe("   ");
    expect(changedLines()).toEqual([]);
    await page.close();
  });

  it("3. a testimonial added in English only is not saved: the check says Spanish has one fewer", async () => {
    const { page } = await openEntry("people", "testimonials");
    await page.getByRole("button", { name: /^Add testimonial/i }).click();
    const visible = (label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).last();
    await visible("Quote (their own words)").fill("My mentor helped me find a summer job.");
    await visible("Name (or Anonymous)").fill("Anonymous");
    await visible("Achievement (shown under the name)").fill("Male Mentee");
    await save(page);
    // The check's lines stay in view, and the form turns to the language that has the problem.
    const problems = page.getByRole("alert", { name: "Not saved yet: fix these first" });
    const count = testimonials.es.testimonials.length;
    await problems.getByText(`Spanish has ${count} testimonials, English ${count + 1}`, { exact: false }).waitFor();
    await page.getByText("Writing in ES").waitFor();
    expect(changedLines()).toEqual([]);
    await page.close();
  });

  it("3. a testimonial added in both languages is saved in both", async () => {
    const { page, errors } = await openEntry("people", "testimonials");
    const visible = (label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).last();
    const add = async (quote: string, name: string, achievement: string) => {
      await page.getByRole("button", { name: /^Add testimonial/i }).click();
      await visible("Quote (their own words)").fill(quote);
      await visible("Name (or Anonymous)").fill(name);
      await visible("Achievement (shown under the name)").fill(achievement);
    };
    await add("My mentor helped me find a summer job.", "Anonymous", "Male Mentee");
    await writeInSpanish(page);
    await add("Mi mentor me ayudó a encontrar un trabajo de verano.", "Anónimo", "Alumno del programa de mentoría");
    await save(page);
    await page.getByText(/^Saved to data\/ on this computer/).first().waitFor();
    const added = changedLines().filter((line) => line.startsWith("+"));
    expect(added).toEqual(expect.arrayContaining(["+    - quote: My mentor helped me find a summer job.", "+    - quote: Mi mentor me ayudó a encontrar un trabajo de verano."]));
    expect(changedLines().filter((line) => line.startsWith("-"))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("4. Spanish filled in from the English is not saved: the check names the copied texts", async () => {
    const { page } = await openEntry("pages", "pages-contact");
    await writeInSpanish(page);
    page.once("dialog", (dialog) => dialog.accept());
    await page.getByText("Fill in from another locale").click();
    await page.getByRole("menuitem", { name: /^en$/i }).click();
    await expect(page.getByLabel("Title", { exact: true }).inputValue()).resolves.toBe(contactTitle.en);
    await save(page);
    await page.getByText(/es: \d+ of its \d+ texts are the English ones, word for word/).first().waitFor();
    expect(changedLines()).toEqual([]);
    await page.close();
  });

  it("5. an entry opened by its address while another is open shows its own fields", async () => {
    const { page } = await openEntry("pages", "pages-home");
    await page.getByLabel("Title", { exact: true }).waitFor();
    await page.evaluate(() => (window.location.hash = "#/collections/pages/entries/pages-about"));
    await page.waitForURL(/pages-about$/);
    const title = page.getByLabel("Title", { exact: true });
    await eventually(() => title.inputValue().catch(() => ""), (value) => value === aboutTitle);
    expect(await title.inputValue()).toBe(aboutTitle);
    await page.close();
  });
});

it("refuses to save a required text of spaces, saying why, and writes nothing", async () => {
  const { page } = await openEntry("pages", "pages-contact");
  await page.getByLabel("Title", { exact: true }).fill("   ");
  await save(page);
  await page.getByText(/data\/pages\/contact\.yaml: en\.title is only spaces: it needs some text/).first().waitFor();
  expect(changedLines()).toEqual([]);
  await page.close();
});

/**
 * The content editor at /admin, used as an editor uses it on their own computer (e2e/editorHarness.ts):
 * it boots from our own files, lists every content file, previews the page a file shows, saves a
 * change as that line alone, in either language, and keeps every photo in view. The traps a
 * bilingual coordinator met are e2e/editor-traps.e2e.test.ts.
 */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { load } from "js-yaml";
import { contentGroups } from "../plugins/editor/contentFiles";
import { committedIn, eventually, field, itemBar, label, loadedWidths, previewFrame, root, save, saved, useEditor, words, writeIn, writtenIn } from "./editorHarness";

const editor = useEditor();
const programs = committedIn("programs.yaml").en.programs as { id: string; title: string; photo: { file: string } }[];
const contact = committedIn("pages/contact.yaml") as Record<"en" | "es", { title: string; heading: string }>;
const aboutTitle = committedIn("pages/about.yaml").en.title as string;

// Decap's bundle and the local backend take a while on a busy CI machine.
jest.setTimeout(180_000);

it("boots from our own files, lists every content file under its group and opens one with a preview of its page", async () => {
  const { page, errors, outside, violations } = await editor.openEntry("pages", "pages-home");
  await field(page, label("en", "HomePageYaml.title")).waitFor();
  const response = await page.request.get(`${editor.server.url}/admin/`);
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
  expect(response.headers()["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'");

  // The preview is the page itself: the site's header, the hero's heading, its footer.
  const preview = await previewFrame(page);
  await preview.getByRole("heading", { level: 1 }).first().waitFor();
  await preview.getByRole("navigation").first().waitFor();
  await preview.getByRole("contentinfo").waitFor();

  for (const group of contentGroups(path.join(root, "data"), words.en)) {
    await page.goto(`${editor.server.url}/admin/#/collections/${group.name}`);
    // waitFor fails the test if the file is not listed within its timeout.
    for (const file of group.files) await page.getByText(file.label, { exact: true }).first().waitFor();
  }

  expect(outside).toEqual([]);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});

it("saves a change to one field of a page as a change of that line alone, and says where it went", async () => {
  const { page, errors } = await editor.openEntry("pages", "pages-contact");
  await field(page, label("en", "ContactPageYaml.title")).fill("Contact ME vs. ME");
  // On this computer the editor says a save goes to data/, not that it is published.
  expect(await page.getByRole("button", { name: "Publish", exact: true }).count()).toBe(0);
  await save(page);
  await saved(page);
  // Each text holds its words per language: the English title is indented under `title:`. The
  // Spanish title, written for the English one, is to review now.
  expect(editor.changedLines()).toEqual([`-  en: ${contact.en.title}`, "+  en: Contact ME vs. ME", "+  outdated:", `+    es: ${contact.en.title}`]);
  expect(errors).toEqual([]);
  await page.close();
});

it("writes a Spanish field in the form switched to Spanish, previews the page in Spanish, saves that line alone, and stays in Spanish", async () => {
  const { page, errors } = await editor.openEntry("pages", "pages-contact");
  await writeIn(page, "es");
  await field(page, label("en", "ContactPageYaml.title")).fill(`${contact.es.title} hoy`);
  const preview = await previewFrame(page);
  await preview.getByRole("heading", { level: 1, name: contact.es.heading, exact: true }).waitFor();
  await preview.getByText("/es/contact", { exact: true }).waitFor();
  await save(page);
  await saved(page);
  expect(editor.changedLines()).toEqual([`-  es: ${contact.es.title}`, `+  es: ${contact.es.title} hoy`, "+  outdated:", `+    en: ${contact.es.title}`]);
  // The form stays in the language it was written in.
  expect(await writtenIn(page, "en")).toBe("es");
  expect(errors).toEqual([]);
  await page.close();
});

it("saves a new description of one photo in a list as that line alone", async () => {
  const { page, errors } = await editor.openEntry("programs", "programs");
  // Decap's list items open with the unlabelled button at the start of their bar.
  await itemBar(page, programs[0].title).getByRole("button").first().click();
  const alt = field(page, label("en", "Photo.alt"));
  expect(await alt.count()).toBe(1);
  const before = await alt.inputValue();
  const after = "A mentor and a small group of middle school students, each with an open workbook.";
  await alt.fill(after);
  await save(page);
  await saved(page);
  // That line (a long description is folded over two: read as one), and the Spanish description marked to review, written for the English before.
  const lines = editor.changedLines();
  const removed = lines.filter((line) => line.startsWith("-")).map((line) => line.slice(1).trim());
  expect(removed.join(" ").replace(/^en: >- /, "en: ")).toBe(`en: ${before}`);
  expect(lines.filter((line) => line.startsWith("+")).slice(0, 2)).toEqual([`+        en: ${after}`, "+        outdated:"]);
  const photo = (load(fs.readFileSync(path.join(editor.repo, "data", "programs.yaml"), "utf8")) as any).programs[0].photo;
  expect(photo.alt).toEqual({ en: after, es: committedIn("programs.yaml").es.programs[0].photo.alt, outdated: { es: before } });
  expect(errors).toEqual([]);
  await page.close();
});

it("shows every program's photo in the preview, and in the form when it first opens", async () => {
  // The placeholder photos share one width; Decap's blank stand-in is 300 pixels wide.
  const widths = await Promise.all(programs.map(async (program) => (await sharp(path.join(root, "data", program.photo.file)).metadata()).width));
  const atOwnWidth = (shown: number[]) => shown.filter((width) => widths.includes(width)).length;
  const { page, errors } = await editor.openEntry("programs", "programs");
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
    90_000,
  );
  expect(atOwnWidth(shown)).toBeGreaterThanOrEqual(programs.length);

  // The form, opened once, draws each photo when it has loaded (Decap alone kept its 300-pixel
  // blank stand-in until the entry was opened again).
  await itemBar(page, programs[0].title).getByRole("button").first().click();
  const thumbnails = await eventually(() => loadedWidths(page, "img[role=presentation]"), (shownWidths) => atOwnWidth(shownWidths) >= programs.length, 90_000);
  expect(atOwnWidth(thumbnails)).toBeGreaterThanOrEqual(programs.length);
  expect(errors).toEqual([]);
  await page.close();
});

it("offers every photo in data/photos to pick in a photo field and lists them all under Media", async () => {
  const photos = fs.readdirSync(path.join(root, "data", "photos")).filter((name) => name.endsWith(".jpg"));
  expect(photos.length).toBeGreaterThan(20);
  const { page, errors } = await editor.openEntry("programs", "programs", { height: 3200 });
  await itemBar(page, programs[0].title).getByRole("button").first().click();
  await page.getByRole("button", { name: /choose different image/i }).filter({ visible: true }).first().click();
  for (const name of photos) await page.getByText(name, { exact: true }).first().waitFor();
  expect(errors).toEqual([]);
  await page.close();

  // The Media tab of the top bar, in a fresh editor, opens the same library.
  const media = await editor.openEntry("programs", "programs", { height: 3200 });
  await media.page.getByText(programs[0].title, { exact: true }).first().waitFor();
  await media.page.goto(`${editor.server.url}/admin/#/collections/programs`);
  await media.page.getByRole("link", { name: "Media", exact: true }).or(media.page.getByRole("button", { name: "Media", exact: true })).first().click();
  for (const name of photos) await media.page.getByText(name, { exact: true }).first().waitFor();
  expect(media.errors).toEqual([]);
  await media.page.close();
});

it("opens an entry by its address while another is open with its own fields", async () => {
  const { page } = await editor.openEntry("pages", "pages-home");
  await field(page, label("en", "HomePageYaml.title")).waitFor();
  await page.evaluate(() => (window.location.hash = "#/collections/pages/entries/pages-about"));
  await page.waitForURL(/pages-about$/);
  const title = field(page, label("en", "AboutPageYaml.title"));
  await eventually(() => title.inputValue().catch(() => ""), (value) => value === aboutTitle);
  expect(await title.inputValue()).toBe(aboutTitle);
  await page.close();
});

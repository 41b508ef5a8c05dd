/**
 * The editor's "Before launch" view (issue #44.3), as the coordinator uses it, in the editor's
 * English and Spanish: the bar's button counts what a production build would refuse once the
 * site is marked live (src/content/launchCheck.ts), its list names each placeholder by its file
 * and field in the editor's words with what to put there (the very lines
 * src/admin/decap/launchList.ts writes for the files as saved, their photos judged by their bytes),
 * "Go to the field" takes the person there, and once the real value is saved the count drops and
 * the line goes; `git diff` shows only that change. No count is written here: the list expected
 * is worked out from the repository's files.
 */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import type { Page } from "playwright-core";
import { contentModel } from "../src/content/contentModel";
import { findLaunchItems } from "../src/admin/decap/launchList";
import { readContentTree, yamlFiles } from "../plugins/content/contentTree";
import { samplePhotoTest } from "../plugins/content/samplePhotoFiles";
import { fillTemplate } from "../src/lib/template";
import { committed, eventually, label, save, saved, useEditor, words, type Ui } from "./editorHarness";

const editor = useEditor();
const model = contentModel();
const site = committed("site.yaml") as { email: string };

// Decap's bundle and the local backend take a while on a busy CI machine.
jest.setTimeout(240_000);

const say = (ui: Ui) => words[ui].interface;

/** The "Before launch: n" button of the bar. */
const launchButton = (page: Page, ui: Ui) => page.getByRole("button", { name: new RegExp(`^${fillTemplate(say(ui).launchButton, { count: "\\d+" })}$`) });

/** The lines the editor should list for the files as they are in its repository now, in the editor's language (a build on this computer: its address is not judged). */
async function expectedLines(ui: Ui): Promise<string[]> {
  const contentFiles = yamlFiles(path.join(editor.repo, "data")).map((relative) => `data/${relative}`).filter((file) => file !== "data/editor.yaml");
  // Each photo known by its bytes, as the build knows it (plugins/content/samplePhotoFiles.ts).
  const isSamplePhoto = samplePhotoTest(await readContentTree(path.join(editor.repo, "data")));
  const found = await findLaunchItems({
    contentFiles,
    model,
    words: words[ui],
    locale: ui,
    address: { kind: "local", productionUrl: null, url: "http://localhost:9000" },
    read: async (file) => fs.readFileSync(path.join(editor.repo, file), "utf8"),
    isSamplePhoto: async (photo) => isSamplePhoto(photo),
  });
  return found.entries.map((entry) => entry.line);
}

/** The list's lines, without their buttons' words. */
const listedLines = (page: Page, ui: Ui) =>
  page
    .getByRole("status", { name: say(ui).launchListHeading, exact: true })
    .locator("li")
    .evaluateAll((items, goTo) => items.map((item) => (item.textContent ?? "").replace(new RegExp(`\\s*${goTo}$`), "")), say(ui).goToField);

describe.each(["en", "es"] as const)("Before launch, in the editor's %s", (ui) => {
  it("counts and lists every placeholder with its file, field and what to put there; Go to the field and a saved real value take one off", async () => {
    // As many as the rules find in the repository (src/content/launchCheck.ts), counted, never written here.
    const expected = await expectedLines(ui);
    expect(expected.some((line) => line.includes(label(ui, "SiteYaml.email")))).toBe(true);
    const { page, errors } = await editor.open("collections/settings", { ui });
    const button = launchButton(page, ui);
    expect(await eventually(() => button.textContent(), (text) => text === fillTemplate(say(ui).launchButton, { count: expected.length }))).toBe(fillTemplate(say(ui).launchButton, { count: expected.length }));
    await button.click();
    const list = page.getByRole("status", { name: say(ui).launchListHeading, exact: true });
    await list.waitFor();
    expect(await list.locator("p").first().textContent()).toBe(say(ui).launchListIntro);
    expect(await listedLines(page, ui)).toEqual(expected);

    // The contact e-mail: its line leads to the field, in the form of the organisation's file.
    const emailLine = list.locator("li").filter({ hasText: label(ui, "SiteYaml.email") });
    expect(await emailLine.count()).toBe(1);
    await emailLine.getByRole("button", { name: say(ui).goToField, exact: true }).click();
    expect(await eventually(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? ""), (value) => value === site.email)).toBe(site.email);
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.insertText("hola@mevsmeyouth.org");
    await save(page, ui);
    await saved(page, ui);
    expect(editor.changedLines()).toEqual([`-email: ${site.email}`, "+email: hola@mevsmeyouth.org"]);
    const left = expected.length - 1;
    expect(await eventually(() => button.textContent(), (text) => text === fillTemplate(say(ui).launchButton, { count: left }))).toBe(fillTemplate(say(ui).launchButton, { count: left }));
    await button.click();
    // The list drawn anew once counted from the backend again.
    const after = await eventually(() => listedLines(page, ui), (lines) => lines.length === left);
    expect(after).toEqual(await expectedLines(ui));
    expect(after.some((line) => line.includes(label(ui, "SiteYaml.email")))).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("leads a testimonial's line to its consent, which ticked and saved takes the line off", async () => {
    const expected = await expectedLines(ui);
    const { page, errors } = await editor.open("collections/settings", { ui });
    const button = launchButton(page, ui);
    await eventually(() => button.textContent(), (text) => text === fillTemplate(say(ui).launchButton, { count: expected.length }));
    await button.click();
    const list = page.getByRole("status", { name: say(ui).launchListHeading, exact: true });
    const consent = label(ui, "Testimonial.consented");
    const first = list.locator("li").filter({ hasText: consent }).first();
    await first.getByRole("button", { name: say(ui).goToField, exact: true }).click();
    // The consent's own control, in the testimonial's form, has the focus.
    const focused = await eventually(
      () =>
        page.evaluate(() => {
          const element = document.activeElement;
          return element?.getAttribute("role") === "switch" ? (document.querySelector(`label[for="${element.id}"]`)?.textContent ?? "") : "";
        }),
      (text) => text.includes(consent),
    );
    expect(focused).toContain(consent);
    await page.keyboard.press("Space");
    await save(page, ui);
    await saved(page, ui);
    const before = committed("testimonials.yaml") as { testimonials: { consented?: boolean }[] };
    const testimonials = load(fs.readFileSync(path.join(editor.repo, "data", "testimonials.yaml"), "utf8")) as { testimonials: { consented?: boolean }[] };
    // The first testimonial not marked consented is, now; the others as they were.
    const firstUnmarked = before.testimonials.findIndex((testimonial) => testimonial.consented !== true);
    expect(testimonials.testimonials.map((testimonial) => testimonial.consented === true)).toEqual(before.testimonials.map((testimonial, index) => testimonial.consented === true || index === firstUnmarked));
    expect(editor.changedLines()).toEqual(["+    consented: true"]);
    const left = expected.length - 1;
    expect(await eventually(() => button.textContent(), (text) => text === fillTemplate(say(ui).launchButton, { count: left }))).toBe(fillTemplate(say(ui).launchButton, { count: left }));
    expect(errors).toEqual([]);
    await page.close();
  });
});

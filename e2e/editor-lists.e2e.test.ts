/**
 * The editor's lists, deletions, messages and places as a bilingual coordinator meets them (issue
 * 50, parts 3 to 7), in the editor's English and Spanish, typing key by key (`pressSequentially`),
 * with the repository's file read after each save (e2e/editorHarness.ts): a list of texts opens with
 * its words in both languages and keeps the other language when one is typed; a deleted item comes
 * back with Undo or Ctrl+Z until the save; a photo refused in the library is said over it; "Go to the
 * field" from another entry lands on the field, a photo's too; a new gallery shows on About.
 */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import type { Locator, Page } from "playwright-core";
import { writePhonePhoto } from "../tests/support/phonePhoto";
import { fillTemplate } from "../src/lib/template";
import { inSentence } from "../src/admin/decap/listItems";
import { addItem, committed, decapPhrase, eventually, field, itemBar, itemName, label, previewFrame, save, saved, useEditor, words, writeIn, writtenIn, type Ui } from "./editorHarness";

const editor = useEditor();
// Decap's bundle, the local backend and a photo's upload take a while on a busy CI machine.
jest.setTimeout(240_000);

type Text = { en: string; es: string; outdated?: Record<string, string> };
const about = committed("pages/about.yaml") as { story: { paragraphs: Text[] } };
const programs = committed("programs.yaml") as { programs: { title: Text; features: Text[] }[] };
const sessions = committed("curriculum.yaml").sessions as { title: Text; description: Text }[];
const galleries = committed("galleries.yaml") as { galleries: { id: string; title: Text; photos: { file: string }[] }[] };

/** A file of the repository the editor saves into, as it is now. */
const savedFile = (file: string): any => load(fs.readFileSync(path.join(editor.repo, "data", file), "utf8"));

/**
 * The file once a save has written it: read again until `written` says the save is in it (the
 * toast of an earlier save may still be in view, and a file being written reads empty).
 */
const savedWhen = (file: string, written: (content: any) => boolean): Promise<any> =>
  eventually(
    async () => {
      try {
        return savedFile(file);
      } catch {
        return undefined;
      }
    },
    (content) => content !== undefined && content !== null && written(content),
  );

/** Words of the editor's interface, in a language. */
const say = (ui: Ui) => words[ui].interface;

/** An item as its list's controls name it ("Session 5, “Peer Pressure and Decision…”"): its number and its words' start, in the form's language. */
const named = (ui: Ui, list: string, number: number, text: string): string => {
  const flat = text.replace(/\s+/g, " ").trim();
  const summary = flat.length > 30 ? `${flat.slice(0, 30).trimEnd()}…` : flat;
  return fillTemplate(words[ui].messages.itemWithSummary, { item: itemName(ui, list), number, summary });
};

/** The button that opens an item of a list, by the item's name. */
const itemButton = (page: Page, name: string): Locator => page.getByRole("button", { name, exact: true });

/** Whether the element is what a person sees at its middle: in the window, and drawn above anything else there. */
async function seenAtItsMiddle(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (box.width === 0 || x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const top = document.elementFromPoint(x, y);
    return Boolean(top && (element === top || element.contains(top))) && getComputedStyle(element).visibility === "visible";
  });
}

/** What the editor shows with a field: its box, the other language's words, its notes. */
const besideField = (input: Locator): Locator => input.locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' cms-field ')][1]");

/** Types at the end of a text field, key by key, as a person does, and leaves it. */
async function typeAtEnd(input: Locator, text: string): Promise<void> {
  await input.click();
  await input.press("ControlOrMeta+End");
  await input.pressSequentially(text, { delay: 15 });
  await input.blur();
}

describe.each(["en", "es"] as const)("in the editor's %s", (ui) => {
  it("About's story paragraphs open with their words in both languages; typing one language keeps the other, in the file", async () => {
    const { page, errors } = await editor.openEntry("pages", "pages-about", { ui, lang: "es", height: 1400 });
    const [first, second] = about.story.paragraphs;
    const firstItem = itemButton(page, named(ui, "AboutStory.paragraphs", 1, first.es));
    await firstItem.click();
    expect(await firstItem.getAttribute("aria-expanded")).toBe("true");
    const text = field(page, itemName(ui, "AboutStory.paragraphs"));
    await eventually(() => text.count(), (count) => count === 1);
    // Its Spanish in the box, its English beside it, nothing said to be missing.
    expect(await text.inputValue()).toBe(first.es.replace(/\s+/g, " "));
    const english = besideField(text).locator(".cms-other-language [lang=en]");
    expect((await english.textContent())?.replace(/\s+/g, " ")).toBe(first.en.replace(/\s+/g, " "));
    expect(await besideField(text).getByText(say(ui).noWordsYet).count()).toBe(0);
    await typeAtEnd(text, " Gracias.");
    await save(page, ui);
    await saved(page, ui);
    let paragraphs = (await savedWhen("pages/about.yaml", (content) => content.story.paragraphs[0].es !== first.es)).story.paragraphs as Text[];
    expect(paragraphs[0]).toEqual({ en: first.en, es: `${first.es} Gracias.`, outdated: { en: first.es } });
    expect(paragraphs.slice(1)).toEqual(about.story.paragraphs.slice(1));
    // Only the Spanish lines changed (and the English marked to review).
    expect(editor.changedLines().filter((line) => line.startsWith("-")).join(" ")).not.toContain("Our founder");

    // In English, the second paragraph: its English in the box, the Spanish beside it.
    await writeIn(page, "en", ui);
    const secondItem = itemButton(page, named(ui, "AboutStory.paragraphs", 2, second.en));
    await secondItem.click();
    const secondText = field(page, itemName(ui, "AboutStory.paragraphs")).last();
    await eventually(() => secondText.inputValue(), (value) => value === second.en.replace(/\s+/g, " "));
    expect(await secondText.inputValue()).toBe(second.en.replace(/\s+/g, " "));
    await typeAtEnd(secondText, " Thank you.");
    await save(page, ui);
    await saved(page, ui);
    paragraphs = (await savedWhen("pages/about.yaml", (content) => content.story.paragraphs[1].en !== second.en)).story.paragraphs as Text[];
    expect(paragraphs[1]).toEqual({ en: `${second.en} Thank you.`, es: second.es, outdated: { es: second.en } });
    expect(paragraphs[0].es).toBe(`${first.es} Gracias.`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Programs' “what it includes” items open with their words, counted as items, and keep the other language when typed in", async () => {
    const { page, errors } = await editor.openEntry("programs", "programs", { ui, lang: "es", height: 2400 });
    const [program] = programs.programs;
    await itemBar(page, program.title.es).getByRole("button").first().click();
    // "4 items", not "4 what it includes".
    const features = program.features.length;
    const items = words[ui].fields.find((entry) => entry.field === "Program.features")!.items!;
    await page.getByText(`${features} ${items}`, { exact: true }).first().waitFor();
    const feature = program.features[1];
    await itemButton(page, named(ui, "Program.features", 2, feature.es)).click();
    const text = field(page, itemName(ui, "Program.features"));
    await eventually(() => text.count(), (count) => count === 1);
    expect(await text.inputValue()).toBe(feature.es);
    await typeAtEnd(text, " y sus familias");
    await save(page, ui);
    await saved(page, ui);
    const after = (await savedWhen("programs.yaml", (content) => content.programs[0].features[1].es !== feature.es)).programs[0].features as Text[];
    expect(after[1]).toEqual({ en: feature.en, es: `${feature.es} y sus familias`, outdated: { en: feature.es } });
    expect(after.filter((_, index) => index !== 1)).toEqual(program.features.filter((_, index) => index !== 1));
    expect(editor.changedLines().filter((line) => line.startsWith("+")).map((line) => line.trim())).toEqual([`+        es: ${feature.es} y sus familias`, "+        outdated:", `+          en: ${feature.es}`]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a session deleted by its named × is said to be deleted, and comes back where it was with Undo, or Ctrl+Z, until the save", async () => {
    const { page, errors } = await editor.openEntry("programs", "curriculum", { ui, lang: "es", height: 1400 });
    const fifth = named(ui, "CurriculumYaml.sessions", 5, sessions[4].title.es);
    const second = named(ui, "CurriculumYaml.sessions", 2, sessions[1].title.es);
    // Each control of an item is named for it, in the editor's language.
    await itemButton(page, fifth).waitFor();
    expect(await itemButton(page, fifth).getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("button", { name: fillTemplate(say(ui).moveItem, { item: inSentence(fifth, ui) }), exact: true }).count()).toBe(1);
    await page.getByRole("button", { name: fillTemplate(say(ui).deleteItem, { item: inSentence(fifth, ui) }), exact: true }).click();
    await eventually(() => itemButton(page, fifth).count(), (count) => count === 0);
    // The focus, gone with the ×, is on the session now in its place.
    const inItsPlace = named(ui, "CurriculumYaml.sessions", 5, sessions[5].title.es);
    expect(await eventually(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")), (name) => name === inItsPlace)).toBe(inItsPlace);
    // Said to screen readers, and a way back in view.
    expect(await eventually(() => page.locator("#cms-announcer").textContent(), (text) => Boolean(text?.includes(inSentence(fifth, ui))))).toContain(
      fillTemplate(say(ui).itemDeleted, { item: inSentence(fifth, ui) }),
    );
    const notice = page.getByRole("status", { name: say(ui).deletedHeading, exact: true });
    const undo = notice.getByRole("button", { name: fillTemplate(say(ui).undoItem, { item: inSentence(fifth, ui) }), exact: true });
    expect(await seenAtItsMiddle(undo)).toBe(true);
    // Ctrl+Z (outside a text field) puts back the last one deleted: the second session, deleted after.
    await page.getByRole("button", { name: fillTemplate(say(ui).deleteItem, { item: inSentence(second, ui) }), exact: true }).click();
    await eventually(() => itemButton(page, second).count(), (count) => count === 0);
    await page.locator("body").press("ControlOrMeta+z");
    await itemButton(page, second).waitFor();
    // The fifth back with its Undo: in its place, opened, its title in view.
    await undo.click();
    await itemButton(page, fifth).waitFor();
    expect(await eventually(() => itemButton(page, fifth).getAttribute("aria-expanded"), (expanded) => expanded === "true")).toBe("true");
    expect(await page.getByRole("button", { name: new RegExp(`^${itemName(ui, "CurriculumYaml.sessions")} \\d+,`) }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")))).toEqual(
      sessions.map((session, index) => named(ui, "CurriculumYaml.sessions", index + 1, session.title.es)),
    );
    expect(await notice.count()).toBe(0);
    // Deleted again and saved: gone for good, the rest as it was.
    await page.getByRole("button", { name: fillTemplate(say(ui).deleteItem, { item: inSentence(fifth, ui) }), exact: true }).click();
    await save(page, ui);
    await saved(page, ui);
    expect((await savedWhen("curriculum.yaml", (content) => content.sessions.length < sessions.length)).sessions).toEqual(sessions.filter((_, index) => index !== 4));
    expect(editor.changedLines().every((line) => line.startsWith("-"))).toBe(true);
    expect(await page.getByRole("status", { name: say(ui).deletedHeading, exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("an iPhone's HEIC photo refused in the photo library is said over the library, where the coordinator is", async () => {
    const name = `IMG_5001-${ui}.HEIC`;
    const file = path.join(editor.repo, "..", name);
    await writePhonePhoto(file, { width: 4032, height: 3024, orientation: 6, format: "heic" });
    const { page } = await editor.openEntry("programs", "programs", { ui, height: 1200 });
    await itemBar(page, programs.programs[0].title.en).getByRole("button").first().click();
    await page.getByRole("button", { name: decapPhrase(ui, "editor.editorWidgets.image.chooseDifferent"), exact: true }).filter({ visible: true }).first().click();
    await page.getByPlaceholder(decapPhrase(ui, "mediaLibrary.mediaLibraryModal.search")).waitFor();
    await page.locator("input[type=file]").first().setInputFiles(file);
    const notice = page.getByRole("alert", { name: say(ui).uploadRefusedHeading, exact: true });
    await notice.waitFor();
    // The library is still open under it.
    expect(await page.getByPlaceholder(decapPhrase(ui, "mediaLibrary.mediaLibraryModal.search")).isVisible()).toBe(true);
    expect(await seenAtItsMiddle(notice.getByRole("heading"))).toBe(true);
    expect(await seenAtItsMiddle(notice.getByRole("button", { name: say(ui).close, exact: true }))).toBe(true);
    // And it can be closed there.
    await notice.getByRole("button", { name: say(ui).close, exact: true }).click();
    expect(await notice.count()).toBe(0);
    expect(editor.git("status", "--porcelain")).toBe("");
    fs.rmSync(file);
    await page.close();
  });

  it("“Go to the field” of the list before launch opens another entry at the field, in the form's language: a text, and the share photo", async () => {
    const { page, errors } = await editor.openEntry("pages", "pages-home", { ui, lang: "es" });
    const launchButton = page.getByRole("button", { name: new RegExp(`^${fillTemplate(say(ui).launchButton, { count: "\\d+" })}$`) });
    await launchButton.click();
    const list = page.getByRole("status", { name: say(ui).launchListHeading, exact: true });
    // The site's address: where it is set, and how.
    expect(await list.textContent()).toContain(say(ui).launchAddressHelp.replace(/\s+/g, " "));
    const organization = words[ui].groups.flatMap((group) => group.files).find((entry) => entry.file === "site.yaml")!.label;
    const emailLine = list.getByRole("listitem").filter({ hasText: `${organization} ${words[ui].messages.separator} ${label(ui, "SiteYaml.email")}` });
    await emailLine.getByRole("button", { name: say(ui).goToField, exact: true }).click();
    // The editor loads afresh on the settings, in Spanish, and the focus is in the e-mail's box, in view.
    const email = field(page, label(ui, "SiteYaml.email"));
    await eventually(() => email.evaluate((element) => element === document.activeElement).catch(() => false), Boolean, 90_000);
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seenAtItsMiddle(email)).toBe(true);
    expect(await writtenIn(page, ui)).toBe("es");
    expect(page.url()).not.toContain("field=");

    // The share photo: its "Choose different image" focused, in view.
    await launchButton.click();
    const photoLine = list.getByRole("listitem").filter({ hasText: `${organization} ${words[ui].messages.separator} ${label(ui, "SiteYaml.shareImage")}` }).first();
    await photoLine.getByRole("button", { name: say(ui).goToField, exact: true }).click();
    const choose = page.getByRole("button", { name: decapPhrase(ui, "editor.editorWidgets.image.chooseDifferent"), exact: true });
    await eventually(() => page.evaluate(() => document.activeElement?.textContent ?? ""), (text) => text === decapPhrase(ui, "editor.editorWidgets.image.chooseDifferent"));
    const focused = choose.filter({ has: page.locator(":scope:focus") }).or(page.locator("button:focus"));
    expect(await focused.first().textContent()).toBe(decapPhrase(ui, "editor.editorWidgets.image.chooseDifferent"));
    expect(await seenAtItsMiddle(page.locator("button:focus"))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a new gallery shows on About without being named anywhere else, and goes once hidden; the top bar links to the site being edited", async () => {
    const { page, errors } = await editor.openEntry("people", "galleries", { ui, lang: "es", height: 1600 });
    // Decap's top bar: the site this editor is served from, never npm start's localhost:9000.
    const host = new URL(editor.server.url).host;
    expect(await page.locator(`a[href^="${editor.server.url}"]`).filter({ hasText: host }).first().getAttribute("href")).toBe(editor.server.url);
    expect(await page.locator('a[href*="localhost:9000"]').count()).toBe(0);
    // Where a new gallery will appear, said beside the list.
    await page.getByText(words[ui].fields.find((entry) => entry.field === "GalleriesYaml.galleries")!.hint!.replace(/\s+/g, " ")).first().waitFor();

    await page.getByRole("button", { name: addItem(ui, "GalleriesYaml.galleries"), exact: true }).click();
    await field(page, label(ui, "Gallery.id")).last().pressSequentially("family-day-2026", { delay: 10 });
    await field(page, label(ui, "Gallery.title")).last().pressSequentially("Día de la familia 2026", { delay: 10 });
    // Its first photo, from the library, described.
    await page.getByRole("button", { name: addItem(ui, "Gallery.photos"), exact: true }).last().click();
    await page.getByRole("button", { name: decapPhrase(ui, "editor.editorWidgets.image.choose"), exact: true }).filter({ visible: true }).last().click();
    const photo = path.basename(galleries.galleries[0].photos[0].file);
    await page.getByPlaceholder(decapPhrase(ui, "mediaLibrary.mediaLibraryModal.search")).fill(photo);
    await page.getByText(photo, { exact: true }).first().click();
    await page.getByRole("button", { name: decapPhrase(ui, "mediaLibrary.mediaLibraryModal.chooseSelected"), exact: true }).click();
    await field(page, label(ui, "Photo.alt")).last().pressSequentially("Familias en el parque.", { delay: 10 });
    // The About page, as the preview shows it, has it last, after the others.
    const preview = await previewFrame(page);
    const titles = () => preview.locator("#galleries h3").allTextContents();
    expect(await eventually(titles, (shown) => shown.includes("Día de la familia 2026"))).toEqual([...galleries.galleries.map((gallery) => gallery.title.es), "Día de la familia 2026"]);
    // Hidden, it goes.
    const hide = page.getByRole("switch", { name: label(ui, "Gallery.hidden"), exact: true }).last();
    await hide.click();
    expect(await eventually(titles, (shown) => !shown.includes("Día de la familia 2026"))).toEqual(galleries.galleries.map((gallery) => gallery.title.es));
    await hide.click();
    // Its English too, and saved: one gallery more in the file.
    await writeIn(page, "en", ui);
    await field(page, label(ui, "Gallery.title")).last().pressSequentially("Family Day 2026", { delay: 10 });
    await field(page, label(ui, "Photo.alt")).last().pressSequentially("Families in the park.", { delay: 10 });
    await save(page, ui);
    await saved(page, ui);
    const after = (await savedWhen("galleries.yaml", (content) => content.galleries.length > galleries.galleries.length)).galleries;
    expect(after.slice(0, -1)).toEqual(galleries.galleries);
    expect(after.at(-1)).toMatchObject({ id: "family-day-2026", title: { en: "Family Day 2026", es: "Día de la familia 2026" }, photos: [{ file: `photos/${photo}`, alt: { en: "Families in the park.", es: "Familias en el parque." } }] });
    expect(after.at(-1).hidden).not.toBe(true);
    expect(editor.changedLines().every((line) => line.startsWith("+"))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/**
 * The traps a bilingual volunteer coordinator met in the editor (issues 35 and 43, "Why"), each
 * tried as a person does (clicks, drags and typing, in the editor's English or Spanish, the form's
 * texts in Spanish first where the coordinator met the trap) and each shown either impossible or
 * refused with a reason in view and a way to the field; after every save, the repository's diff
 * and file are exactly what the form showed (e2e/editorHarness.ts). A file holds its lists once and
 * each text per language (src/content/translations.ts): what is done to a list in one language is
 * done in both.
 */
import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { load } from "js-yaml";
import type { Page } from "playwright-core";
import { writePhonePhoto } from "../tests/support/phonePhoto";
import { contentStructure } from "../src/content/contentModel";
import { languageBlocks } from "../src/lib/contentFile";
import { sessionsCalendar, sessionsSentence } from "../src/lib/programSessions";
import { formatDate, todayInSiteTimeZone } from "../src/lib/siteTime";
import { choicesIn } from "../tests/support/content";
import { fillTemplate } from "../src/lib/template";
import {
  addItem,
  committed,
  committedIn,
  decapPhrase,
  enter,
  eventually,
  field,
  itemBar,
  label,
  previewFrame,
  replaceText,
  root,
  save,
  saved,
  useEditor,
  words,
  writeIn,
  writtenIn,
  type Ui,
} from "./editorHarness";

const editor = useEditor();
const programs = committedIn("programs.yaml");
const sessions = committed("curriculum.yaml").sessions as { title: Record<Ui, string>; description: Record<Ui, string> }[];
const testimonials = committed("testimonials.yaml").testimonials as { quote: Record<Ui, string>; age?: number }[];
const contact = committedIn("pages/contact.yaml");
const site = committed("site.yaml") as { email: string; programSessions: { weekday: string; weeks: string[] } };
const privacy = committed("legal/privacy.yaml") as { updated: string | Date; intro: Record<Ui, string> };
const photos = fs.readdirSync(path.join(root, "data", "photos")).filter((name) => name.endsWith(".jpg"));
const model = contentStructure();

// Decap's bundle, the local backend and a photo's upload take a while on a busy CI machine.
jest.setTimeout(240_000);

/** Words of the editor's interface, in a language. */
const say = (ui: Ui) => words[ui].interface;

/** The alert that lists a refused save's lines. */
const refusedSave = (page: Page, ui: Ui) => page.getByRole("alert", { name: say(ui).problemsHeading, exact: true });

/** A file of the repository the editor saves into, as it is now. */
const saved_ = (file: string): any => load(fs.readFileSync(path.join(editor.repo, "data", file), "utf8"));

/** The SHA-256 of the file an image of the preview shows (the editor hands photos to it as blob: addresses). */
const photoDigest = async (image: Element): Promise<string> => {
  const bytes = await (await fetch((image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src)).arrayBuffer();
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
};

/** Decap's media library, from its top bar. */
const openMedia = (page: Page, ui: Ui) => {
  const media = decapPhrase(ui, "app.header.media");
  return page.getByRole("link", { name: media, exact: true }).or(page.getByRole("button", { name: media, exact: true })).first().click();
};

/** Opens a list's item by its summary. */
const openItem = (page: Page, summary: string) => itemBar(page, summary).getByRole("button").first().click();

/** Whether an element is wholly inside the window. */
async function inView(page: Page, locator: ReturnType<Page["locator"]>): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return Boolean(box && viewport && box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width);
}

/** Drags a list's item by its handle (@dnd-kit's, named in the editor's words) to where another one is, as a person does with a mouse. */
async function drag(page: Page, ui: Ui, from: number, to: number): Promise<void> {
  const handles = page.locator(`[aria-roledescription="${say(ui).dragHandle}"]`).filter({ visible: true });
  const start = (await handles.nth(from).boundingBox())!;
  const end = (await handles.nth(to).boundingBox())!;
  const x = start.x + start.width / 2;
  await page.mouse.move(x, start.y + start.height / 2);
  await page.mouse.down();
  // Past @dnd-kit's 4-pixel start, then over the other item in small steps.
  for (let step = 1; step <= 12; step += 1) await page.mouse.move(x, start.y + start.height / 2 + ((end.y - start.y) * step) / 12 - Math.sign(end.y - start.y) * 4, { steps: 2 });
  await page.mouse.up();
}

/** The "To review: n" button of the bar. */
const reviewButton = (page: Page, ui: Ui) => page.getByRole("button", { name: new RegExp(`^${fillTemplate(say(ui).toReviewButton, { count: "\\d+" })}$`) });

describe.each(["en", "es"] as const)("in the editor's %s", (ui) => {
  it(`a session moved in the Spanish form (${ui === "en" ? "dragged by its handle" : "by the up arrow key on its handle"}) moves in both languages, its number following its place on both pages; the move is told to screen readers`, async () => {
    const { page, errors } = await editor.openEntry("programs", "curriculum", { ui, lang: "es", height: 1600 });
    await page.getByText(sessions[4].title.es, { exact: true }).first().waitFor();
    // Each way once, one in each of the editor's languages: the words said about the move are the same for both.
    if (ui === "en") await drag(page, ui, 4, 3);
    else {
      const handles = page.locator(`[aria-roledescription="${say(ui).dragHandle}"]`).filter({ visible: true });
      await handles.nth(4).focus();
      await page.keyboard.press("ArrowUp");
      // The focus stays on the session's handle, at its new place, named by its new number.
      await eventually(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? ""), (name) => name.includes(" 4,") && name.includes(sessions[4].title.es.slice(0, 20)));
    }
    await eventually(() => page.locator("#cms-announcer").textContent(), (text) => Boolean(text?.includes(String(5)) || text?.includes(String(4))));
    // The Spanish page numbers the moved session 4 at once.
    const preview = await previewFrame(page);
    const label4 = `${committedIn("pages/programs.yaml").es.curriculum.sessionLabel} 4`;
    await eventually(() => preview.locator("#curriculum li").nth(3).textContent(), (text) => Boolean(text?.includes(label4) && text.includes(sessions[4].title.es)));
    await save(page, ui);
    await saved(page, ui);
    const after = saved_("curriculum.yaml").sessions;
    expect(after[3]).toEqual(sessions[4]);
    expect(after[4]).toEqual(sessions[3]);
    // In both languages, the same order: the English page's session 4 is the same session.
    const pages = languageBlocks(saved_("curriculum.yaml"), "CurriculumYaml", model) as Record<Ui, { sessions: { title: string }[] }>;
    expect(pages.en.sessions[3].title).toBe(sessions[4].title.en);
    expect(pages.es.sessions[3].title).toBe(sessions[4].title.es);
    // Only lines moved: nothing else changed.
    const lines = editor.changedLines();
    expect(lines.filter((line) => line.startsWith("-")).map((line) => line.slice(1)).sort()).toEqual(lines.filter((line) => line.startsWith("+")).map((line) => line.slice(1)).sort());
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a session added in the Spanish form waits for its English words: the save says which, in view, and leads there; once written, one item is saved in both languages", async () => {
    const { page, errors } = await editor.openEntry("programs", "curriculum", { ui, lang: "es" });
    await page.getByRole("button", { name: addItem(ui, "CurriculumYaml.sessions"), exact: true }).click();
    await field(page, label(ui, "CurriculumSession.title")).last().fill("Metas y proyecto de vida");
    await field(page, label(ui, "CurriculumSession.description")).last().fill("Poner metas y dar los primeros pasos hacia ellas.");
    await save(page, ui);
    const refused = refusedSave(page, ui);
    await refused.waitFor();
    expect(await inView(page, refused)).toBe(true);
    const text = (await refused.textContent()) ?? "";
    expect(text).toContain(`${label(ui, "CurriculumSession.title")} (${words[ui].messages.languageNames.en})`);
    expect(text).not.toMatch(/sessions\[|\.en\b|Failed to persist|Error:/);
    expect(editor.git("status", "--porcelain")).toBe("");
    // The way out: to the English title of session 12.
    await refused.getByRole("button", { name: say(ui).goToField, exact: true }).first().click();
    expect(await eventually(() => writtenIn(page, ui), (locale) => locale === "en")).toBe("en");
    const focused = page.locator("input:focus, textarea:focus");
    await eventually(() => focused.count(), (count) => count === 1);
    await page.keyboard.insertText("Goals and a Life Plan");
    await field(page, label(ui, "CurriculumSession.description")).last().fill("Setting goals and taking the first steps toward them.");
    await save(page, ui);
    await saved(page, ui);
    const after = saved_("curriculum.yaml").sessions;
    expect(after).toHaveLength(sessions.length + 1);
    expect(after.at(-1)).toEqual({
      title: { en: "Goals and a Life Plan", es: "Metas y proyecto de vida" },
      description: { en: "Setting goals and taking the first steps toward them.", es: "Poner metas y dar los primeros pasos hacia ellas." },
    });
    // Decap rejects the refused save's promise with its own action object: the only error there was.
    expect(errors.filter((error) => error !== "Object")).toEqual([]);
    await page.close();
  });

  it("a testimonial deleted in the Spanish form is deleted in both languages with its age: nothing is left behind to refuse", async () => {
    const { page, errors } = await editor.openEntry("people", "testimonials", { ui, lang: "es" });
    const first = itemBar(page, testimonials[0].quote.es);
    await first.waitFor();
    // Decap's bar of an item: open, drag handle, delete.
    await first.getByRole("button").nth(2).click();
    await eventually(() => page.getByText(testimonials[0].quote.es.slice(0, 40)).count(), (count) => count === 0);
    await save(page, ui);
    await saved(page, ui);
    expect(saved_("testimonials.yaml").testimonials).toEqual(testimonials.slice(1));
    expect(editor.changedLines().every((line) => line.startsWith("-"))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a day chosen in the Spanish form is the day in both languages: its name in each and the calendar follow the choice", async () => {
    const { page, errors } = await editor.openEntry("settings", "site", { ui, lang: "es" });
    const day = page.getByLabel(label(ui, "ProgramSessions.weekday"), { exact: true });
    await day.waitFor();
    // Another day than the one data/ has.
    const [chosen, code] = site.programSessions.weekday === "saturday" ? ["sunday", "SU"] : ["saturday", "SA"];
    const options = await day.locator("option").allTextContents();
    expect(options).toEqual(expect.arrayContaining([label(ui, `Weekday.${site.programSessions.weekday}`), label(ui, `Weekday.${chosen}`)]));
    await day.selectOption({ label: label(ui, `Weekday.${chosen}`) });
    await save(page, ui);
    await saved(page, ui);
    expect(editor.changedLines()).toEqual([`-  weekday: ${site.programSessions.weekday}`, `+  weekday: ${chosen}`]);
    const pages = languageBlocks(saved_("site.yaml"), "SiteYaml", model) as Record<Ui, any>;
    const weekNumbers: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5 };
    for (const locale of ["en", "es"] as const) {
      // The day's name in the sentence is the choice's words in that language (data/editor.yaml Weekday).
      expect(sessionsSentence(pages[locale].programSessions, locale, choicesIn(locale))).toContain(choicesIn(locale)("Weekday", chosen));
      const calendar = sessionsCalendar({ sessions: pages[locale].programSessions, locale, siteName: "ME vs. ME", email: "info@example.org", location: "Vista", url: "https://example.org/contact", host: "example.org", now: new Date() });
      expect(calendar).toContain(`RRULE:FREQ=MONTHLY;BYDAY=${site.programSessions.weeks.map((week) => `${weekNumbers[week]}${code}`).join(",")}`);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("an invalid e-mail is said beside the field once it is left, and a save is refused in view with a way to the field; nothing is written", async () => {
    const { page } = await editor.openEntry("settings", "site", { ui, lang: "es" });
    const email = field(page, label(ui, "SiteYaml.email"));
    await email.fill(`${site.email}@@`);
    await email.blur();
    const beside = page.locator(".cms-field-problem").filter({ visible: true }).first();
    await beside.waitFor();
    expect(await beside.textContent()).toContain(label(ui, "SiteYaml.email"));
    await save(page, ui);
    const refused = refusedSave(page, ui);
    await refused.waitFor();
    expect(await inView(page, refused)).toBe(true);
    expect(await refused.textContent()).toContain(label(ui, "SiteYaml.email"));
    await page.evaluate(() => window.scrollTo(0, 0));
    await refused.getByRole("button", { name: say(ui).goToField, exact: true }).first().click();
    await eventually(() => email.evaluate((element) => element === document.activeElement), Boolean);
    expect(editor.git("status", "--porcelain")).toBe("");
    await page.close();
  });

  it("an English edit puts its Spanish text on the list to review, with the English before and now; marking it reviewed takes it off", async () => {
    const { page, errors } = await editor.openEntry("programs", "curriculum", { ui });
    await openItem(page, sessions[3].title.en);
    await replaceText(field(page, label(ui, "CurriculumSession.title")).first(), "Self-Control and Managing Impulses");
    await save(page, ui);
    await saved(page, ui);
    expect(saved_("curriculum.yaml").sessions[3].title).toEqual({ en: "Self-Control and Managing Impulses", es: sessions[3].title.es, outdated: { es: sessions[3].title.en } });
    const button = reviewButton(page, ui);
    expect(await eventually(() => button.textContent(), (text) => text === fillTemplate(say(ui).toReviewButton, { count: 1 }))).toBe(fillTemplate(say(ui).toReviewButton, { count: 1 }));
    await button.click();
    const list = page.getByRole("status", { name: say(ui).toReviewListHeading, exact: true });
    await list.getByText(sessions[3].title.en, { exact: false }).waitFor();
    expect(await list.textContent()).toContain("Self-Control and Managing Impulses");
    await list.getByRole("button", { name: say(ui).goToField, exact: true }).click();
    expect(await eventually(() => writtenIn(page, ui), (locale) => locale === "es")).toBe("es");
    // The focus comes to the Spanish title, as a person sees it move there.
    expect(await eventually(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? ""), (value) => value === sessions[3].title.es)).toBe(sessions[3].title.es);
    const review = page.locator("[data-review]").filter({ visible: true }).first();
    await review.waitFor();
    await review.getByRole("button", { name: say(ui).markReviewed, exact: true }).click();
    await save(page, ui);
    await saved(page, ui);
    // Read once this save is written: the first save's notice may still be in view.
    const title = await eventually(
      async () => saved_("curriculum.yaml").sessions[3].title,
      (written) => written.outdated === undefined,
    );
    expect(title).toEqual({ en: "Self-Control and Managing Impulses", es: sessions[3].title.es });
    expect(await eventually(() => button.textContent(), (text) => text === fillTemplate(say(ui).toReviewButton, { count: 0 }))).toBe(fillTemplate(say(ui).toReviewButton, { count: 0 }));
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a photo chosen in the Spanish form is the photo of both languages, written once; its description is asked again in each", async () => {
    const { page, errors } = await editor.openEntry("programs", "programs", { ui, lang: "es", height: 3200 });
    const [first] = programs.es.programs;
    await openItem(page, first.title);
    const other = photos.find((name) => `photos/${name}` !== first.photo.file)!;
    const chooseDifferent = page.getByRole("button", { name: decapPhrase(ui, "editor.editorWidgets.image.chooseDifferent"), exact: true }).filter({ visible: true }).first();
    await chooseDifferent.click();
    await page.getByPlaceholder(decapPhrase(ui, "mediaLibrary.mediaLibraryModal.search")).fill(other);
    await page.getByText(other, { exact: true }).first().click();
    await page.getByRole("button", { name: decapPhrase(ui, "mediaLibrary.mediaLibraryModal.chooseSelected"), exact: true }).click();
    await page.getByText(say(ui).altAgain).first().waitFor();
    await field(page, label(ui, "Photo.alt")).fill("Un mentor y tres estudiantes alrededor de una mesa.");
    // The English page shows the new photo too, waiting for its English description.
    await writeIn(page, "en", ui);
    await page.getByText(fillTemplate(say(ui).waitingForWords, { language: words[ui].messages.languageNames.en })).first().waitFor();
    await field(page, label(ui, "Photo.alt")).fill("A mentor and three students around a table.");
    // Described in both languages, the English preview draws the program with the photo chosen.
    const preview = await previewFrame(page);
    const card = preview.locator(`article#${first.id}`);
    const chosen = createHash("sha256").update(fs.readFileSync(path.join(root, "data", "photos", other))).digest("hex");
    await eventually(() => card.locator("img").first().evaluate(photoDigest).catch(() => ""), (digest) => digest === chosen);
    await save(page, ui);
    await saved(page, ui);
    const lines = editor.changedLines();
    expect(lines.filter((line) => line.includes("file:"))).toEqual([`-      file: ${first.photo.file}`, `+      file: photos/${other}`]);
    expect(saved_("programs.yaml").programs[0].photo).toEqual({ file: `photos/${other}`, alt: { en: "A mentor and three students around a table.", es: "Un mentor y tres estudiantes alrededor de una mesa." } });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a legal page's last updated date becomes today when its text changes, and the editor says so", async () => {
    // Last changed on another day.
    const file = path.join(editor.repo, "data", "legal", "privacy.yaml");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^updated: .*$/m, "updated: 2026-01-15"));
    const { page, errors } = await editor.openEntry("legal", "legal-privacy", { ui, lang: "es" });
    const intro = field(page, label(ui, "LegalPageYaml.intro")).first();
    await replaceText(intro, `${privacy.intro.es} Gracias.`);
    await save(page, ui);
    await saved(page, ui);
    const today = todayInSiteTimeZone();
    const after = saved_("legal/privacy.yaml");
    expect(after.updated instanceof Date ? after.updated.toISOString().slice(0, 10) : after.updated).toBe(today);
    await page.getByText(fillTemplate(say(ui).stamped, { field: label(ui, "LegalPageYaml.updated"), date: formatDate(today, ui) })).first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a photo narrower than the site needs is refused when chosen, saying why; nothing is written", async () => {
    const small = path.join(editor.repo, "..", `narrow-${ui}.jpg`);
    await sharp({ create: { width: 800, height: 600, channels: 3, background: "#777777" } }).jpeg().toFile(small);
    const { page } = await editor.openEntry("programs", "programs", { ui, height: 3200 });
    await openItem(page, programs.en.programs[0].title);
    await page.getByRole("button", { name: decapPhrase(ui, "editor.editorWidgets.image.chooseDifferent"), exact: true }).filter({ visible: true }).first().click();
    await page.locator("input[type=file]").first().setInputFiles(small);
    const notice = page.getByRole("alert", { name: say(ui).uploadRefusedHeading, exact: true });
    await notice.getByText(/800/).waitFor();
    expect(await notice.textContent()).toContain("1200");
    expect(editor.git("status", "--porcelain")).toBe("");
    fs.rmSync(small);
    await page.close();
  });

  it("a phone's photo is added upright and without where it was taken, and the editor says so", async () => {
    const phone = path.join(editor.repo, "..", `phone-${ui}.jpg`);
    await writePhonePhoto(phone, { width: 2000, height: 1500, orientation: 6 });
    const { page } = await editor.open("collections/programs", { ui, height: 1200 });
    await openMedia(page, ui);
    await page.locator("input[type=file]").first().setInputFiles(phone);
    await page.getByRole("status", { name: say(ui).uploadCleaned, exact: true }).waitFor();
    const written = path.join(editor.repo, "data", "photos", `phone-${ui}.jpg`);
    expect(await eventually(async () => fs.existsSync(written), Boolean, 60_000)).toBe(true);
    const metadata = await sharp(written).metadata();
    // Upright: stored 2000 x 1500 turned a quarter, written 1500 x 2000 with no turn left to make.
    expect([metadata.width, metadata.height, metadata.orientation ?? 1]).toEqual([1500, 2000, 1]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    fs.rmSync(phone);
    await page.close();
  });

  it("a photo a page uses cannot be deleted from the library: refused, naming where it is used", async () => {
    const { page } = await editor.open("collections/programs", { ui, height: 1200 });
    await openMedia(page, ui);
    const photo = path.basename(programs.en.programs[0].photo.file);
    // The library draws only the photos in view: found by its search, as a person finds one.
    await page.getByPlaceholder(decapPhrase(ui, "mediaLibrary.mediaLibraryModal.search")).fill(photo);
    await page.getByText(photo, { exact: true }).first().click();
    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: decapPhrase(ui, "mediaLibrary.mediaLibraryModal.deleteSelected"), exact: true }).click();
    const notice = page.getByRole("alert", { name: say(ui).deleteRefusedHeading, exact: true });
    await notice.waitFor();
    const files = words[ui].groups.flatMap((group) => group.files);
    expect(await notice.textContent()).toContain(files.find((file) => file.file === "programs.yaml")!.label);
    expect(await notice.textContent()).toContain(photo);
    expect(fs.existsSync(path.join(editor.repo, "data", "photos", photo))).toBe(true);
    expect(editor.git("status", "--porcelain")).toBe("");
    await page.close();
  });

  it("an email pasted with spaces, or ending in an invisible space, is saved as the address itself, once for both languages; one with an invisible space inside is refused", async () => {
    const { page } = await editor.openEntry("settings", "site", { ui });
    const email = field(page, label(ui, "SiteYaml.email"));
    await email.fill(`  info@mevsme.org\u200B `);
    await email.blur();
    expect(await eventually(() => email.inputValue(), (value) => value === "info@mevsme.org")).toBe("info@mevsme.org");
    await save(page, ui);
    await saved(page, ui);
    expect(editor.changedLines()).toEqual([`-email: ${site.email}`, "+email: info@mevsme.org"]);
    editor.git("checkout", "--quiet", "--", ".");
    await email.fill("info@mev\u200Bsme.org");
    await save(page, ui);
    await refusedSave(page, ui).getByText(label(ui, "SiteYaml.email"), { exact: false }).first().waitFor();
    expect(editor.git("status", "--porcelain")).toBe("");
    await page.close();
  });

  it("a heading longer than the page holds is counted as it is typed and refused; two pasted paragraphs are saved as the one the page shows", async () => {
    const { page } = await editor.openEntry("pages", "pages-contact", { ui });
    const heading = field(page, label(ui, "ContactPageYaml.heading")).first();
    await heading.fill("x".repeat(6049));
    await page.locator(".cms-count[data-over]").filter({ visible: true }).first().waitFor();
    await save(page, ui);
    await refusedSave(page, ui).getByText(new RegExp(`${label(ui, "ContactPageYaml.heading")}.*6049`)).first().waitFor();
    expect(editor.git("status", "--porcelain")).toBe("");
    await replaceText(heading, contact.en.heading);
    const intro = field(page, label(ui, "ContactPageYaml.intro")).first();
    await intro.fill("We read every message.\n\nWe answer within a day.");
    await intro.blur();
    const paragraph = "We read every message. We answer within a day.";
    expect(await eventually(() => intro.inputValue(), (value) => value === paragraph)).toBe(paragraph);
    await save(page, ui);
    await saved(page, ui);
    // The Spanish introduction was written for the English one before: it is to review now.
    expect(saved_("pages/contact.yaml").intro).toEqual({ en: paragraph, es: contact.es.intro, outdated: { es: contact.en.intro } });
    await page.close();
  });

  it("the language written survives a reload and a save; View the page opens the page in it", async () => {
    const { page, errors } = await editor.openEntry("pages", "pages-contact", { ui });
    await writeIn(page, "es", ui);
    expect(page.url()).toMatch(/\?lang=es$/);
    await page.reload();
    await enter(page, ui);
    expect(await eventually(() => writtenIn(page, ui), (locale) => locale === "es")).toBe("es");
    expect(await field(page, label(ui, "ContactPageYaml.title")).inputValue()).toBe(contact.es.title);
    const view = page.getByRole("link", { name: words[ui].decapLocal.find((phrase) => phrase.key === "editor.editorToolbar.deployButtonLabel")!.text, exact: true });
    const [popup] = await Promise.all([page.waitForEvent("popup"), view.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe("/es/contact");
    await popup.close();
    expect(errors).toEqual([]);
    await page.close();
  });
});

it("speaks the editor's chosen language everywhere, Decap's own buttons too, and remembers the choice", async () => {
  const { page } = await editor.openEntry("pages", "pages-home", { ui: "en" });
  await field(page, label("en", "HomePageYaml.title")).waitFor();
  await page.getByRole("group", { name: words.en.interface.languageSwitchLabel, exact: true }).getByRole("button", { name: words.es.interface.languageName, exact: true }).click();
  // The editor loads again in Spanish: its bar, the form's switch and the field labels.
  await enter(page, "es");
  await page.getByRole("group", { name: words.es.interface.formLanguageLabel, exact: true }).waitFor();
  await field(page, label("es", "HomePageYaml.title")).waitFor();
  expect(await page.getByRole("group", { name: words.es.interface.languageSwitchLabel, exact: true }).getByRole("button", { name: words.es.interface.languageName, exact: true }).getAttribute("aria-pressed")).toBe("true");
  expect(await page.locator("html").getAttribute("lang")).toBe("es");
  await page.getByRole("link", { name: words.es.interface.guideLink, exact: true }).first().waitFor();
  await page.close();
});

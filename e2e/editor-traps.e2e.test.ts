/**
 * The traps a bilingual volunteer coordinator met in the editor (issue 35, "Why"), each tried as
 * a person does (clicks and typing, in the editor's English or Spanish) and each shown either
 * impossible or refused with a reason a coordinator reads, before "Saved"; after every save, the
 * repository's diff is exactly what the form showed (e2e/editorHarness.ts).
 */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import type { Frame, Page } from "playwright-core";
import { writePhonePhoto } from "../tests/support/phonePhoto";
import { committed, decapPhrase, enter, eventually, field, replaceText, itemBar, itemName, label, previewFrame, root, save, saved, useEditor, words, writeIn, writingIn, type Ui } from "./editorHarness";

const editor = useEditor();
const programs = committed("programs.yaml") as Record<Ui, { programs: { id: string; title: string; photo: { file: string; alt: string } }[] }>;
const testimonials = committed("testimonials.yaml") as Record<Ui, { testimonials: { quote: string; age?: number; name: string; achievement: string }[] }>;
const contact = committed("pages/contact.yaml") as Record<Ui, { title: string; heading: string }>;
const nav = committed("nav.yaml") as Record<Ui, { main: { label: string; to: string }[] }>;
const site = committed("site.yaml") as Record<Ui, { email: string }>;
const photos = fs.readdirSync(path.join(root, "data", "photos")).filter((name) => name.endsWith(".jpg"));

// Decap's bundle, the local backend and a photo's upload take a while on a busy CI machine.
jest.setTimeout(240_000);

/** Words of the editor's interface, in a language. */
const say = (ui: Ui) => words[ui].interface;

/** The alert that lists a refused save's lines. */
const refusedSave = (page: Page, ui: Ui) => page.getByRole("alert", { name: say(ui).problemsHeading });

/** A value that is the same in both languages, shown in Spanish as set in English: no input. */
async function setInEnglish(page: Page, ui: Ui, value: string | RegExp) {
  const box = page.locator("[data-set-in-english]").filter({ hasText: value }).filter({ visible: true }).first();
  await box.waitFor();
  expect(await box.textContent()).toContain(say(ui).setInEnglish);
  expect(await box.locator("input, textarea, select, button").count()).toBe(0);
  return box;
}

/** The addresses of the photos a preview shows. */
const previewSources = (preview: Frame) => preview.locator("img").evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src));

/** Decap's media library, from its top bar. */
const openMedia = (page: Page, ui: Ui) => {
  const media = decapPhrase(ui, "app.header.media");
  return page.getByRole("link", { name: media, exact: true }).or(page.getByRole("button", { name: media, exact: true })).first().click();
};

/** Opens a list's item by its summary. */
const openItem = (page: Page, summary: string) => itemBar(page, summary).getByRole("button").first().click();

describe.each(["en", "es"] as const)("in the editor's %s", (ui) => {
  it("a photo in the Spanish form is set in English: no picker there, and a photo chosen in English is the Spanish form's and preview's at once, and written in both", async () => {
    const { page, errors } = await editor.openEntry("programs", "programs", { ui, height: 3200 });
    const [first] = programs.en.programs;
    await openItem(page, first.title);
    const other = photos.find((name) => `photos/${name}` !== first.photo.file)!;
    const preview = await previewFrame(page);
    const chooseDifferent = page.getByRole("button", { name: decapPhrase(ui, "editor.editorWidgets.image.chooseDifferent"), exact: true }).filter({ visible: true }).first();
    // The photo as the form shows it, beside its button: the address the editor gives that photo.
    const thumbnail = () => chooseDifferent.locator("xpath=ancestor::*[.//img][1]//img").first().getAttribute("src");
    const before = await thumbnail();
    await chooseDifferent.click();
    await page.getByPlaceholder(decapPhrase(ui, "mediaLibrary.mediaLibraryModal.search")).fill(other);
    await page.getByText(other, { exact: true }).first().click();
    await page.getByRole("button", { name: decapPhrase(ui, "mediaLibrary.mediaLibraryModal.chooseSelected"), exact: true }).click();
    // A new photo asks for its description again.
    await page.getByText(say(ui).altAgain).first().waitFor();
    await field(page, `${label(ui, "Photo.alt")}`).fill("A mentor and three students around a table.");
    // The English preview shows the new photo, by the address the form shows it at (read again
    // until both agree: the form may draw the photo more than once while it loads).
    const shown = await eventually(
      async () => ({ form: await thumbnail(), preview: await previewSources(preview) }),
      ({ form, preview: sources }) => Boolean(form) && form !== before && sources.includes(form!),
    );
    const chosen = shown.form;
    expect(chosen).not.toBe(before);
    expect(shown.preview).toContain(chosen);

    await writeIn(page, "es", ui);
    await openItem(page, programs.es.programs[0].title);
    await setInEnglish(page, ui, other);
    expect(await page.getByRole("button", { name: decapPhrase(ui, "editor.editorWidgets.image.chooseDifferent"), exact: true }).filter({ visible: true }).count()).toBe(0);
    // The preview in Spanish shows the photo chosen in English before anything is saved.
    const spanishPreview = await previewFrame(page);
    expect(await eventually(() => previewSources(spanishPreview), (sources) => sources.includes(chosen!))).toContain(chosen);
    await field(page, label(ui, "Photo.alt")).fill("Un mentor y tres estudiantes alrededor de una mesa.");
    await save(page, ui);
    await saved(page, ui);
    const change = [`-        file: ${first.photo.file}`, `+        file: photos/${other}`];
    const lines = editor.changedLines();
    expect(lines.filter((line) => line.includes("file:"))).toEqual([...change, ...change]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("an age in the Spanish form of a testimonial is set in English, and a new testimonial's Spanish age is the English one at once", async () => {
    const { page, errors } = await editor.openEntry("people", "testimonials", { ui, lang: "es" });
    const [first] = testimonials.es.testimonials;
    await openItem(page, first.quote);
    if (first.age !== undefined) await setInEnglish(page, ui, String(first.age));
    expect(await field(page, `${label(ui, "Testimonial.age")} (${ui === "es" ? "opcional" : "optional"})`).count()).toBe(0);

    // A testimonial added in both languages: the age typed in English, shown in Spanish at once.
    await writeIn(page, "en", ui);
    const add = async (quote: string, name: string, achievement: string) => {
      await page.getByRole("button", { name: new RegExp(`${itemName(ui, "TestimonialsYaml.testimonials")}`, "i") }).first().click();
      await field(page, label(ui, "Testimonial.quote")).last().fill(quote);
      await field(page, label(ui, "Testimonial.name")).last().fill(name);
      await field(page, label(ui, "Testimonial.achievement")).last().fill(achievement);
    };
    await add("My mentor helped me find a summer job.", "Anonymous", "Male Mentee");
    await field(page, `${label(ui, "Testimonial.age")} (${ui === "es" ? "opcional" : "optional"})`).last().fill("16");
    await writeIn(page, "es", ui);
    await add("Mi mentor me ayudó a encontrar un trabajo de verano.", "Anónimo", "Alumno del programa de mentoría");
    await setInEnglish(page, ui, "16");
    await save(page, ui);
    await saved(page, ui);
    const added = editor.changedLines().filter((line) => line.startsWith("+"));
    expect(added).toEqual(expect.arrayContaining(["+    - quote: My mentor helped me find a summer job.", "+    - quote: Mi mentor me ayudó a encontrar un trabajo de verano."]));
    expect(added.filter((line) => line.trim() === "+      age: 16".trim() || line === "+      age: 16")).toHaveLength(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a menu link's page in the Spanish form is set in English; a link to no page typed in English is refused beside the field, in the editor's words", async () => {
    const { page } = await editor.openEntry("settings", "nav", { ui, lang: "es" });
    const [first] = nav.es.main;
    await openItem(page, first.label);
    await setInEnglish(page, ui, first.to);

    await writeIn(page, "en", ui);
    await openItem(page, nav.en.main[0].label);
    await field(page, label(ui, "Link.to")).first().fill("/sobre-nosotros");
    await save(page, ui);
    // Beside the field, not a YAML path, in the editor's language.
    await page.getByText(new RegExp(`${label(ui, "Link.to")}.*/sobre-nosotros`)).first().waitFor();
    expect(await page.getByText(/main\[\d\]|\.to\b|Failed to persist|Error:/).count()).toBe(0);
    expect(editor.changedLines()).toEqual([]);
    await page.close();
  });

  it("a photo narrower than the site needs is refused when chosen, saying why; nothing is written", async () => {
    const small = path.join(editor.repo, "..", `narrow-${ui}.jpg`);
    await sharp({ create: { width: 800, height: 600, channels: 3, background: "#777777" } }).jpeg().toFile(small);
    const { page } = await editor.openEntry("programs", "programs", { ui, height: 3200 });
    await openItem(page, programs.en.programs[0].title);
    await page.getByRole("button", { name: decapPhrase(ui, "editor.editorWidgets.image.chooseDifferent"), exact: true }).filter({ visible: true }).first().click();
    await page.locator("input[type=file]").first().setInputFiles(small);
    const notice = page.getByRole("alert", { name: say(ui).uploadRefusedHeading });
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
    await page.getByRole("status", { name: say(ui).uploadCleaned }).waitFor();
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
    const notice = page.getByRole("alert", { name: say(ui).deleteRefusedHeading });
    await notice.waitFor();
    const files = words[ui].groups.flatMap((group) => group.files);
    expect(await notice.textContent()).toContain(files.find((file) => file.file === "programs.yaml")!.label);
    expect(await notice.textContent()).toContain(photo);
    expect(fs.existsSync(path.join(editor.repo, "data", "photos", photo))).toBe(true);
    expect(editor.git("status", "--porcelain")).toBe("");
    await page.close();
  });

  it("a refused save says what, where and in which language, by label and item counted from 1, in the editor's words; the form turns to that language", async () => {
    const { page } = await editor.openEntry("people", "testimonials", { ui });
    await page.getByRole("button", { name: new RegExp(`${itemName(ui, "TestimonialsYaml.testimonials")}`, "i") }).first().click();
    await field(page, label(ui, "Testimonial.quote")).last().fill("My mentor helped me find a summer job.");
    await field(page, label(ui, "Testimonial.name")).last().fill("Anonymous");
    await field(page, label(ui, "Testimonial.achievement")).last().fill("Male Mentee");
    await save(page, ui);
    const problems = refusedSave(page, ui);
    const count = testimonials.es.testimonials.length;
    await problems.getByText(new RegExp(`${count}.*${count + 1}`)).waitFor();
    const text = (await problems.textContent()) ?? "";
    expect(text).not.toMatch(/testimonials\[|\b(en|es)\.[a-z]|Failed to persist|Error:/);
    await page.getByText(writingIn(ui, "ES"), { exact: true }).waitFor();
    expect(editor.changedLines()).toEqual([]);
    await page.close();
  });

  it("an email pasted with spaces, or ending in an invisible space, is saved as the address itself; one with an invisible space inside is refused beside the field", async () => {
    const { page } = await editor.openEntry("settings", "site", { ui });
    const email = field(page, label(ui, "SiteYaml.email"));
    await email.fill(`  info@mevsme.org\u200B `);
    await email.blur();
    expect(await eventually(() => email.inputValue(), (value) => value === "info@mevsme.org")).toBe("info@mevsme.org");
    await save(page, ui);
    await saved(page, ui);
    expect(editor.changedLines()).toEqual([`-  email: ${site.en.email}`, "+  email: info@mevsme.org", `-  email: ${site.es.email}`, "+  email: info@mevsme.org"]);
    editor.git("checkout", "--quiet", "--", ".");
    await email.fill("info@mev\u200Bsme.org");
    await save(page, ui);
    await page.getByText(words[ui].messages.email.replace("{field}", label(ui, "SiteYaml.email")).slice(0, 25)).first().waitFor();
    expect(editor.git("status", "--porcelain")).toBe("");
    await page.close();
  });

  it("a heading longer than the page holds is counted as it is typed and refused; two pasted paragraphs are saved as the one the page shows", async () => {
    const { page } = await editor.openEntry("pages", "pages-contact", { ui });
    const heading = field(page, label(ui, "ContactPageYaml.heading")).first();
    await heading.fill("x".repeat(6049));
    await page.locator(".cms-count[data-over]").filter({ visible: true }).first().waitFor();
    await save(page, ui);
    await page.getByText(new RegExp(`${label(ui, "ContactPageYaml.heading")}.*6049`)).first().waitFor();
    expect(editor.git("status", "--porcelain")).toBe("");
    await replaceText(heading, contact.en.heading);
    const intro = field(page, label(ui, "ContactPageYaml.intro")).first();
    await intro.fill("We read every message.\n\nWe answer within a day.");
    await intro.blur();
    const paragraph = "We read every message. We answer within a day.";
    expect(await eventually(() => intro.inputValue(), (value) => value === paragraph)).toBe(paragraph);
    await save(page, ui);
    await saved(page, ui);
    expect(editor.changedLines().filter((line) => line.startsWith("+"))).toEqual(["+  intro: We read every message. We answer within a day."]);
    await page.close();
  });

  it("Fill in from another locale is not offered; the language written survives a reload and a save; View the page opens the page in it", async () => {
    const { page, errors } = await editor.openEntry("pages", "pages-contact", { ui });
    await writeIn(page, "es", ui);
    expect(page.url()).toMatch(/\?lang=es$/);
    expect(await page.getByText(/Fill in from another locale|Copiar de otro idioma/).filter({ visible: true }).count()).toBe(0);
    await page.reload();
    await enter(page, ui);
    await page.getByText(writingIn(ui, "ES"), { exact: true }).waitFor();
    const view = page.getByRole("link", { name: words[ui].decapLocal.find((phrase) => phrase.key === "editor.editorToolbar.deployButtonLabel")!.text });
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
  await page.getByRole("button", { name: words.es.interface.languageName }).click();
  // The editor loads again in Spanish: its bar, Decap's switch and the field labels.
  await enter(page, "es");
  await page.getByText(writingIn("es", "EN"), { exact: true }).waitFor();
  await field(page, label("es", "HomePageYaml.title")).waitFor();
  expect(await page.getByRole("button", { name: words.es.interface.languageName }).getAttribute("aria-pressed")).toBe("true");
  expect(await page.locator("html").getAttribute("lang")).toBe("es");
  await page.getByRole("link", { name: words.es.interface.guideLink }).first().waitFor();
  await page.close();
});

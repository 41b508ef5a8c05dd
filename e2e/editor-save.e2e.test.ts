/**
 * A save never lost, and "to review" never invented (issue #50, parts 1 and 2), tried as people do:
 * two tabs on one entry (or two volunteers), typing key by key, in the editor's English and Spanish,
 * with `git diff` read after each save (e2e/editorHarness.ts: `npm run edit`'s local backend over a
 * copy of data/). A save written over a newer file keeps what was saved there and says so; the same
 * field changed in both is refused with both versions in view and a choice; a text's Spanish is to
 * review only when its English changed after the form opened, decided once, when it is saved.
 */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import type { Page } from "playwright-core";
import { fillTemplate } from "../src/lib/template";
import { addItem, committed, committedIn, eventually, field, itemBar, label, save, saved, useEditor, words, writeIn, type Ui } from "./editorHarness";

const editor = useEditor();
const sessions = committed("curriculum.yaml").sessions as { title: Record<Ui, string>; description: Record<Ui, string> }[];
const contact = committedIn("pages/contact.yaml");
const site = committed("site.yaml") as { shortName: string; email: string; phone?: string };

// Decap's bundle and two tabs of it on a busy machine.
jest.setTimeout(300_000);

const say = (ui: Ui) => words[ui].interface;

/** A file of the repository the editor saves into, as it is now. */
const file = (name: string): any => load(fs.readFileSync(path.join(editor.repo, "data", name), "utf8"));

/** The lines the saves changed, as `git diff` shows them. */
const diff = () => editor.changedLines();

/** Types over a text field's words as a person does: all selected, then the new words key by key. */
async function typeOver(page: Page, name: string, words: string, which: "first" | "last" = "first"): Promise<void> {
  const input = field(page, name)[which]();
  await input.click();
  await input.press("ControlOrMeta+a");
  await input.press("Delete");
  await input.pressSequentially(words, { delay: 15 });
}

/** An optional field, whose label Decap follows with "(optional)" in the editor's language. */
const optionalField = (page: Page, name: string) => page.getByLabel(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(`)).filter({ visible: true });

/** Saves, and waits for the editor to say it was saved and for the file to change (a toast of the save before may still be in view). */
async function saveNow(page: Page, ui: Ui): Promise<void> {
  const before = diff().join("\n");
  await save(page, ui);
  await saved(page, ui);
  await eventually(async () => diff().join("\n"), (now) => now !== before);
}

/** The notice after a save written over a newer one, and the one refusing a save with both versions. */
const keptNotice = (page: Page, ui: Ui) => page.getByRole("status", { name: say(ui).keptHeading, exact: true });
const conflictNotice = (page: Page, ui: Ui) => page.getByRole("alert", { name: say(ui).conflictHeading, exact: true });

describe.each(["en", "es"] as const)("in the editor's %s", (ui) => {
  it("two tabs on the site's settings saving different fields keep both, each saying what it kept and showing it", async () => {
    const phone = "(760) 555-0142";
    const shortName = `${site.shortName} Vista`;
    const email = "hola@mevsme.org";
    // The second tab opened first, as the coordinator left it open.
    const earlier = await editor.openEntry("settings", "site", { ui });
    const later = await editor.openEntry("settings", "site", { ui });
    // Typed at once, key by key: while the entry's share photo loads, Decap holds the form's props
    // still, and every key must stay (fieldWidgets.ts, a leaf's shown value).
    await optionalField(later.page, label(ui, "SiteYaml.phone")).pressSequentially(phone, { delay: 15 });
    await saveNow(later.page, ui);
    expect(diff()).toContain(`+phone: ${phone}`);

    await typeOver(earlier.page, label(ui, "SiteYaml.shortName"), shortName);
    await saveNow(earlier.page, ui);
    expect(diff()).toEqual(expect.arrayContaining([`+phone: ${phone}`, `+shortName: ${shortName}`]));
    const kept = keptNotice(earlier.page, ui);
    await kept.waitFor();
    expect(await kept.textContent()).toContain(fillTemplate(say(ui).keptValue, { place: label(ui, "SiteYaml.phone") }));
    // The form shows the file as saved: the phone number saved in the other tab.
    expect(await eventually(() => optionalField(earlier.page, label(ui, "SiteYaml.phone")).inputValue(), (value) => value === phone)).toBe(phone);

    // And the other way: the first tab saves again, over the second tab's save.
    await typeOver(later.page, label(ui, "SiteYaml.email"), email);
    await saveNow(later.page, ui);
    expect(diff()).toEqual(expect.arrayContaining([`+phone: ${phone}`, `+shortName: ${shortName}`, `+email: ${email}`]));
    expect(file("site.yaml")).toMatchObject({ phone, shortName, email });
    await keptNotice(later.page, ui).getByText(fillTemplate(say(ui).keptValue, { place: label(ui, "SiteYaml.shortName") })).waitFor();
    expect([...earlier.errors, ...later.errors]).toEqual([]);
    await earlier.page.close();
    await later.page.close();
  });

  it("the same field saved in two tabs: the second save is refused with both versions in view, nothing written, and the version chosen is saved", async () => {
    const theirs = ui === "en" ? "Talk to Us" : "Get in Touch";
    const mine = ui === "en" ? "Write to Us" : "Reach Out to Us";
    const heading = label(ui, "ContactPageYaml.heading");
    const first = await editor.openEntry("pages", "pages-contact", { ui });
    const second = await editor.openEntry("pages", "pages-contact", { ui });
    await typeOver(first.page, heading, theirs);
    await saveNow(first.page, ui);
    const afterFirst = diff();
    expect(afterFirst).toContain(`+  en: ${theirs}`);

    await typeOver(second.page, heading, mine);
    await save(second.page, ui);
    const refused = conflictNotice(second.page, ui);
    await refused.waitFor();
    const told = (await refused.textContent()) ?? "";
    expect(told).toContain(mine);
    expect(told).toContain(theirs);
    expect(told).toContain(heading);
    expect(diff()).toEqual(afterFirst);

    // English: keep my version; Spanish: keep the other version. Then save again.
    const keep = ui === "en" ? say(ui).keepMine : say(ui).keepTheirs;
    const choice = refused.getByRole("button", { name: keep, exact: true });
    await choice.click();
    expect(await choice.getAttribute("aria-pressed")).toBe("true");
    // This tab's only toast is this save's (its first was refused); keeping theirs writes the file as it is.
    await save(second.page, ui);
    await saved(second.page, ui);
    const kept = ui === "en" ? mine : theirs;
    expect(file("pages/contact.yaml").heading.en).toBe(kept);
    expect(diff()).toContain(`+  en: ${kept}`);
    expect(await eventually(() => field(second.page, heading).first().inputValue(), (value) => value === kept)).toBe(kept);
    // Its Spanish, unchanged, is to review for the English as both forms opened.
    expect(file("pages/contact.yaml").heading).toEqual({ en: kept, es: contact.es.heading, outdated: { es: contact.en.heading } });
    await first.page.close();
    await second.page.close();
  });

  it("a new session written in Spanish, then its English typed key by key, is saved with nothing to review", async () => {
    const { page, errors } = await editor.openEntry("programs", "curriculum", { ui, lang: "es" });
    const titles = field(page, label(ui, "CurriculumSession.title"));
    const before = await titles.count();
    await page.getByRole("button", { name: addItem(ui, "CurriculumYaml.sessions"), exact: true }).click();
    // Typed once the new session is there, as a person sees it appear (not into the session before it).
    expect(await eventually(() => titles.count(), (count) => count === before + 1)).toBe(before + 1);
    await field(page, label(ui, "CurriculumSession.title")).last().pressSequentially("Metas y proyecto de vida", { delay: 15 });
    await field(page, label(ui, "CurriculumSession.description")).last().pressSequentially("Poner metas y dar los primeros pasos.", { delay: 15 });
    await writeIn(page, "en", ui);
    await field(page, label(ui, "CurriculumSession.title")).last().pressSequentially("MRM Goals and a Life Plan", { delay: 15 });
    await field(page, label(ui, "CurriculumSession.description")).last().pressSequentially("Setting goals and taking the first steps.", { delay: 15 });
    await saveNow(page, ui);
    expect(diff().join("\n")).not.toContain("outdated");
    expect(file("curriculum.yaml").sessions.at(-1)).toEqual({
      title: { en: "MRM Goals and a Life Plan", es: "Metas y proyecto de vida" },
      description: { en: "Setting goals and taking the first steps.", es: "Poner metas y dar los primeros pasos." },
    });
    // The bar counts nothing new to review.
    const reviewButton = page.getByRole("button", { name: new RegExp(`^${fillTemplate(say(ui).toReviewButton, { count: "\\d+" })}$`) });
    expect(await eventually(() => reviewButton.textContent(), (text) => text === fillTemplate(say(ui).toReviewButton, { count: 0 }))).toBe(fillTemplate(say(ui).toReviewButton, { count: 0 }));
    expect(errors).toEqual([]);
    await page.close();
  });

  it("an English edit typed key by key marks its Spanish to review with the English as the form opened it, once, at the save", async () => {
    const { page, errors } = await editor.openEntry("programs", "curriculum", { ui });
    await itemBar(page, sessions[3].title.en).getByRole("button").first().click();
    const title = label(ui, "CurriculumSession.title");
    await typeOver(page, title, "Self-Control and Managing Impulses");
    await saveNow(page, ui);
    expect(diff()).toEqual(expect.arrayContaining(["+      outdated:", `+        es: ${sessions[3].title.en}`]));
    expect(file("curriculum.yaml").sessions[3].title).toEqual({ en: "Self-Control and Managing Impulses", es: sessions[3].title.es, outdated: { es: sessions[3].title.en } });
    // The Spanish shows it is to review at once, in the same form.
    await writeIn(page, "es", ui);
    await page.locator("[data-review]").filter({ visible: true }).first().waitFor();
    // A second English edit in the same sitting keeps the English the Spanish was written for.
    await writeIn(page, "en", ui);
    await field(page, title).first().press("End");
    await field(page, title).first().pressSequentially(" Well", { delay: 15 });
    await saveNow(page, ui);
    expect(file("curriculum.yaml").sessions[3].title).toEqual({ en: "Self-Control and Managing Impulses Well", es: sessions[3].title.es, outdated: { es: sessions[3].title.en } });
    expect(errors).toEqual([]);
    await page.close();
  });
});

it("in the editor's Spanish, a testimonial deleted in one tab and another one's words changed in the other: both kept, the list drawn anew without the deleted one", async () => {
  const ui: Ui = "es";
  const testimonials = committed("testimonials.yaml").testimonials as { quote: Record<Ui, string> }[];
  const earlier = await editor.openEntry("people", "testimonials", { ui, lang: "es" });
  const later = await editor.openEntry("people", "testimonials", { ui, lang: "es" });
  // Decap's bar of an item: open, drag handle, delete.
  await itemBar(later.page, testimonials[0].quote.es).getByRole("button").nth(2).click();
  await saveNow(later.page, ui);
  await itemBar(earlier.page, testimonials[1].quote.es).getByRole("button").first().click();
  const quote = field(earlier.page, label(ui, "Testimonial.quote")).first();
  await quote.press("ControlOrMeta+End");
  await quote.pressSequentially(" Gracias.", { delay: 15 });
  await saveNow(earlier.page, ui);
  const after = file("testimonials.yaml").testimonials;
  expect(after).toHaveLength(testimonials.length - 1);
  expect(after[0].quote.es).toBe(`${testimonials[1].quote.es} Gracias.`);
  expect(diff().filter((line) => line.startsWith("+")).join("\n")).not.toContain(testimonials[0].quote.es.slice(0, 30));
  await keptNotice(earlier.page, ui).getByText(fillTemplate(say(ui).keptDeleted, { place: "" }).trim(), { exact: false }).waitFor();
  expect(await eventually(() => earlier.page.getByText(testimonials[0].quote.es.slice(0, 40)).count(), (count) => count === 0)).toBe(0);
  expect([...earlier.errors, ...later.errors]).toEqual([]);
  await earlier.page.close();
  await later.page.close();
});

/**
 * The editor's Spanish interface, complete (issue 43): with the interface in Spanish and the form's
 * texts in Spanish, no English word is shown or said on the editor's screens a coordinator uses:
 * the lists of files, the forms of every kind of field (lists, photos, choices, dates, numbers), the
 * photo library and the board of changes waiting, Decap's own buttons, choices, dates, plurals and
 * what it tells screen readers included. The English words the form shows on purpose (the other
 * language's text beside a field) are marked as English (`lang="en"`) and are not the interface's.
 */
import type { Page } from "playwright-core";
import { decapPhrase, eventually, useEditor, words } from "./editorHarness";

const editor = useEditor();
jest.setTimeout(240_000);

/**
 * Words of Decap's and the browser's English that have no place in a Spanish interface (short
 * words both languages share, such as "no", "general" or "media", are left out).
 */
const english = new Set(
  (
    "the and with for from this that your you item items draggable dropped droppable selected option options choose upload delete " +
    "remove add new entry entries save saved saving publish published publishing ready review draft drafts changes unsaved loading search " +
    "collection collections workflow required optional preview fill locale writing first second third fourth fifth monday tuesday " +
    "wednesday thursday friday saturday sunday january february march april june july august september october november december " +
    "image images file files clear back view page pages settings people language languages close open expand collapse move sortable " +
    "handle photo photos title description none yes cancel continue details deploy insert select missing field fields error errors"
  ).split(" "),
);

/** What the page shows and tells screen readers, in the interface's language: its text, names, descriptions and placeholders. */
async function interfaceWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const said: string[] = [];
    const notInterface = (element: Element | null): boolean => {
      for (let node = element; node; node = node.parentElement) {
        const lang = node.getAttribute("lang");
        if (lang && !lang.startsWith("es")) return true;
        if (node.getAttribute("aria-hidden") === "true") return true;
        if (["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(node.tagName)) return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || notInterface(parent) || !node.textContent?.trim()) continue;
      const style = getComputedStyle(parent);
      // Hidden text is not shown, but what is only hidden from view (a live region) is said.
      if (style.display === "none" && !parent.closest("[aria-live], [role=status], [role=alert]")) continue;
      said.push(node.textContent.trim());
    }
    for (const element of Array.from(document.querySelectorAll("[aria-label], [title], [placeholder], [alt], [aria-roledescription], [aria-description]"))) {
      if (notInterface(element)) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt", "aria-roledescription", "aria-description"]) {
        const value = element.getAttribute(name);
        if (value?.trim()) said.push(value.trim());
      }
    }
    // What an element is described by is said with it.
    for (const element of Array.from(document.querySelectorAll("[aria-describedby]"))) {
      if (notInterface(element)) continue;
      for (const id of (element.getAttribute("aria-describedby") ?? "").split(/\s+/)) {
        const description = id ? document.getElementById(id) : null;
        if (description?.textContent?.trim() && !notInterface(description)) said.push(description.textContent.trim());
      }
    }
    return said;
  });
}

/** The English words among them, each with the text it was found in; and a count written with a plural noun ("1 párrafos"). */
function englishIn(texts: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    // A file's name, an address, an e-mail: not words of the interface.
    const words = text
      .split(/\s+/)
      .filter((token) => !/[./@:_]|^\{|\d{3}/.test(token))
      .join(" ")
      .toLowerCase()
      .split(/[^\p{L}]+/u);
    for (const word of words) if (english.has(word)) found.add(`“${word}” in “${text.slice(0, 120)}”`);
    if (/(^|\s)1\s+\p{Ll}{3,}(s|es)\b/u.test(text) && !/(^|\s)1\s+(mes|vez)\b/u.test(text)) found.add(`a plural after 1 in “${text.slice(0, 120)}”`);
  }
  return [...found];
}

/** Waits until the editor's screen has drawn (a button or a field of its own), then reads it. */
async function readScreen(page: Page, ready: () => Promise<unknown>): Promise<string[]> {
  await ready();
  // Decap draws in several passes: read once it has settled.
  await eventually(async () => (await interfaceWords(page)).length, (count) => count > 0);
  await page.waitForTimeout(500);
  return englishIn(await interfaceWords(page));
}

it("shows and says no English word on the screens a coordinator uses, with the interface in Spanish", async () => {
  const seen: Record<string, string[]> = {};
  const entries = [
    ["pages", "pages-home"],
    ["programs", "programs"],
    ["programs", "curriculum"],
    ["people", "testimonials"],
    ["settings", "site"],
    ["legal", "legal-privacy"],
  ];
  for (const [collection, entry] of entries) {
    const { page } = await editor.openEntry(collection, entry, { ui: "es", lang: "es", height: 2400 });
    seen[`${collection}/${entry}`] = await readScreen(page, () => page.getByRole("group", { name: "Textos en", exact: true }).waitFor());
    // Every list's first item opened: its fields, its photo's buttons, its choices.
    // An item's drag handle sits in its bar, beside the button that opens it.
    const handles = page.locator(`[aria-roledescription="${words.es.interface.dragHandle}"]`);
    const count = await handles.count();
    for (let index = 0; index < Math.min(count, 8); index += 1) await handles.nth(index).locator("xpath=..").getByRole("button").first().click();
    seen[`${collection}/${entry}, items open`] = await readScreen(page, async () => undefined);
    if (entry === "curriculum") {
      // An item deleted: what is said, and the notice with its way back.
      await page.getByRole("button", { name: new RegExp(`^${words.es.interface.deleteItem.replace("{item}", "")}`) }).first().click();
      seen[`${collection}/${entry}, an item deleted`] = await readScreen(page, () => page.getByRole("status", { name: words.es.interface.deletedHeading, exact: true }).waitFor());
    }
    if (entry === "pages-home") {
      // What is left before launch, with where the site's address is set.
      await page.getByRole("button", { name: new RegExp(`^${words.es.interface.launchButton.replace("{count}", "\\d+")}$`) }).click();
      seen[`${collection}/${entry}, before launch`] = await readScreen(page, () => page.getByRole("status", { name: words.es.interface.launchListHeading, exact: true }).waitFor());
    }
    await page.close();
  }

  const { page } = await editor.open("collections/pages", { ui: "es", height: 1200 });
  seen["collections/pages"] = await readScreen(page, () => page.getByRole("link", { name: decapPhrase("es", "app.header.content"), exact: true }).waitFor());
  const media = decapPhrase("es", "app.header.media");
  await page.getByRole("link", { name: media, exact: true }).or(page.getByRole("button", { name: media, exact: true })).first().click();
  seen["photo library"] = await readScreen(page, () => page.getByPlaceholder(decapPhrase("es", "mediaLibrary.mediaLibraryModal.search")).waitFor());
  await page.close();

  const found = Object.entries(seen).flatMap(([screen, words]) => words.map((word) => `${screen}: ${word}`));
  expect(found).toEqual([]);
});

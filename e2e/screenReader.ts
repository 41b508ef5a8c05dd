/**
 * What a screen reader says on a page: Guidepup's Virtual Screen Reader (npm
 * @guidepup/virtual-screen-reader), run inside the page in Chromium on what the browser laid out,
 * styles and script included. It speaks each node as a screen reader's reading cursor meets it
 * (role, name, description, states, "end of …" as a landmark or list closes), what focus lands on,
 * and what a live region is given ("polite: …"). Its words for roles and states are English in every
 * language (docs/transcripts.md says what else it cannot hear).
 */
import fs from "fs";
import path from "path";
import { transformSync } from "esbuild";
import type { Page } from "playwright-core";

/** The reader's own version, written at the top of each transcript: a new version may word things differently. */
export const readerVersion: string = JSON.parse(fs.readFileSync(require.resolve("@guidepup/virtual-screen-reader/package.json"), "utf8")).version;

let script: string | undefined;

/**
 * The reader's browser build as a classic script that sets `window.virtualScreenReader`: evaluated
 * through the DevTools protocol, so the page's Content-Security-Policy (which allows none of it) is
 * neither broken nor loosened for the test.
 */
function readerScript(): string {
  if (!script) {
    const file = path.join(path.dirname(require.resolve("@guidepup/virtual-screen-reader/package.json")), "lib", "esm", "index.browser.js");
    const { code } = transformSync(fs.readFileSync(file, "utf8"), { format: "iife", globalName: "virtualScreenReader", target: "es2022" });
    script = `${code};window.virtualScreenReader = virtualScreenReader;`;
  }
  return script;
}

interface Reader {
  readonly activeNode: Node | null;
  start(options: { container: Element }): Promise<void>;
  next(): Promise<void>;
  lastSpokenPhrase(): Promise<string>;
  spokenPhraseLog(): Promise<string[]>;
  stop(): Promise<void>;
}
type WithReader = Window & { virtualScreenReader: { virtual: Reader } };

/**
 * A phrase as a screen reader says it: the virtual reader says "not invalid" for
 * aria-invalid="false", the default, which the forms set until their own check finds an error
 * (FormField.tsx); screen readers say nothing for it, so neither does a transcript.
 */
const asSaid = (phrases: string[]): string[] => phrases.map((phrase) => phrase.replace(/, not invalid(?=,|$)/g, ""));

/** The most a page's reading may take, in phrases: far above the longest page's (about 400). */
const mostPhrases = 3000;

/** The reader, in this document: put in once (a new document, after a link or a post, needs it again). */
async function withReader(page: Page): Promise<void> {
  if (!(await page.evaluate(() => "virtualScreenReader" in window))) await page.evaluate(readerScript());
}

/**
 * Starts the reader at the top of the loaded page and reads on to its end, as a screen-reader user
 * who presses "next" until the page ends: every phrase, in order. The reader keeps listening
 * afterwards (focus, live regions): `heardDuring` reads what it says next.
 *
 * <noscript> is taken out first: with JavaScript on, the browser renders none of it and a screen
 * reader hears none of it, but the virtual reader, which reads the DOM, would read its markup.
 */
export async function readPage(page: Page): Promise<string[]> {
  await withReader(page);
  const heard = await page.evaluate(async (most) => {
    for (const element of Array.from(document.querySelectorAll("noscript"))) element.remove();
    const { virtual } = (window as unknown as WithReader).virtualScreenReader;
    await virtual.stop();
    await virtual.start({ container: document.body });
    for (let step = 0; step < most; step += 1) {
      await virtual.next();
      if ((await virtual.lastSpokenPhrase()) === "end of document") return virtual.spokenPhraseLog();
    }
    throw new Error(`The page did not end within ${most} phrases`);
  }, mostPhrases);
  return asSaid(heard);
}

/** Starts the reader listening on the page (what focus lands on, what live regions are given), reading nothing. */
export async function listenTo(page: Page): Promise<void> {
  await withReader(page);
  await page.evaluate(async () => {
    for (const element of Array.from(document.querySelectorAll("noscript"))) element.remove();
    const { virtual } = (window as unknown as WithReader).virtualScreenReader;
    await virtual.stop();
    await virtual.start({ container: document.body });
  });
}

/**
 * Reads one part of the page (the first element `selector` finds) from its start to its end, as a
 * screen-reader user reads on into it: the reader is started on it and moved "next" until it comes
 * round to its start again. Then it listens to the whole page again, as readPage leaves it.
 */
export async function readWithin(page: Page, selector: string): Promise<string[]> {
  await withReader(page);
  const heard = await page.evaluate(
    async ({ selector: where, most }) => {
      for (const element of Array.from(document.querySelectorAll("noscript"))) element.remove();
      const container = document.querySelector(where);
      if (!container) throw new Error(`Nothing on the page to read at ${where}`);
      const { virtual } = (window as unknown as WithReader).virtualScreenReader;
      await virtual.stop();
      await virtual.start({ container });
      const first = { node: virtual.activeNode, phrase: await virtual.lastSpokenPhrase() };
      let heard: string[] | undefined;
      for (let step = 0; step < most && !heard; step += 1) {
        await virtual.next();
        if (virtual.activeNode === first.node && (await virtual.lastSpokenPhrase()) === first.phrase) heard = (await virtual.spokenPhraseLog()).slice(0, -1);
      }
      if (!heard) throw new Error(`${where} did not end within ${most} phrases`);
      await virtual.stop();
      await virtual.start({ container: document.body });
      return heard;
    },
    { selector, most: mostPhrases },
  );
  return asSaid(heard);
}

/** Everything the reader has said on the page so far (nothing in a document it has not been put in). */
export const heardSoFar = async (page: Page): Promise<string[]> =>
  asSaid(await page.evaluate(() => ("virtualScreenReader" in window ? (window as unknown as WithReader).virtualScreenReader.virtual.spokenPhraseLog() : [])));

/**
 * What the reader says while `action` runs (what focus lands on, what live regions announce):
 * the phrases after the ones said before it, once two frames have passed for the page to settle.
 * An action that opens another page ends what was heard on this one: nothing more is said here
 * (a link within the page, to a #fragment, opens none).
 */
export async function heardDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const before = await heardSoFar(page);
  const document = () => page.url().replace(/#.*$/, "");
  const address = document();
  await action();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  if (document() !== address) return [];
  return (await heardSoFar(page)).slice(before.length);
}

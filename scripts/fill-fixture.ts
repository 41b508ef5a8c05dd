/**
 * `npm run fixture:fill`: the fixed copy of the content the unit tests read (tests/fixtures/data,
 * tests/support/content.ts) given what data/ has and it lacks: a file it does not have yet (a new
 * page), a field (a new field of the content model, with data/'s value), each list item's new
 * field. What the copy has already stays as it is, so the unit tests' words still hold; a field
 * renamed or removed in the model is the content check's to name (tests/unit/content-fixture.test.ts).
 * Then the copy is written in the canonical form. The editor's own words (data/editor.yaml) are
 * not copied: every test reads them from data/.
 *
 * Files named after it are copied from data/ whole instead (their words too): after merging work
 * whose unit tests say the new words of those files.
 *
 *   npm run fixture:fill
 *   npm run fixture:fill -- forms.yaml pages/families.yaml
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { englishHints } from "../plugins/content/editorWordsFile";
import { yamlFiles } from "../plugins/content/contentTree";
import { formatContent } from "../src/content/canonicalYaml";
import { contentModel } from "../src/content/contentModel";
import { editorWordsFile } from "../src/content/editorWords";
import { normaliseTexts } from "../src/content/normaliseTexts";
import { contentFilePath } from "../src/lib/contentFile";
import { contentTypeFor } from "../src/lib/contentPages";

const root = path.resolve(__dirname, "..");
export const fixtureDir = path.join(root, "tests", "fixtures", "data");

/** A mapping of the YAML (not a list, not a date). */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The keys that name a list's item (a programme's id, a form field's name, an option's value…). */
const itemKeys = ["id", "name", "field", "value", "key", "file"];

/** What names each item of a list, when every item is an object named by the same key. */
function keyOf(items: readonly unknown[]): string | undefined {
  return itemKeys.find((key) => items.length > 0 && items.every((item) => isRecord(item) && typeof item[key] === "string"));
}

/**
 * `into` with what `from` has and it lacks, added where it lacks it; what it has, kept. A list of
 * named items (by id, name, value…) keeps its items in its order, each filled from the item of the
 * same name, and gains the items it lacks after the one that comes before them in `from`; any other
 * list keeps its items, each filled from the item at its place.
 */
export function filled(into: unknown, from: unknown): unknown {
  if (isRecord(into) && isRecord(from)) {
    const result: Record<string, unknown> = { ...into };
    for (const [key, value] of Object.entries(from)) result[key] = key in into ? filled(into[key], value) : value;
    return result;
  }
  if (Array.isArray(into) && Array.isArray(from)) {
    const key = keyOf(into);
    if (!key || keyOf(from) !== key) return into.map((item, index) => (index < from.length ? filled(item, from[index]) : item));
    const name = (item: unknown) => (item as Record<string, string>)[key];
    const result = into.map((item) => {
      const same = from.find((other) => name(other) === name(item));
      return same === undefined ? item : filled(item, same);
    });
    from.forEach((item, index) => {
      if (result.some((own) => name(own) === name(item))) return;
      const before = from.slice(0, index).reverse().find((other) => result.some((own) => name(own) === name(other)));
      result.splice(before === undefined ? 0 : result.findIndex((own) => name(own) === name(before)) + 1, 0, item);
    });
    return result;
  }
  return into;
}

/**
 * Fills the fixture from a content folder (`whole`: files copied as they are); the files it changed
 * or added, by their path in the folder. A filled file is written in the canonical form, and never
 * marked to review (the copy is no editor's: its words change only when a developer copies them).
 */
export function fillFixture(dataDir: string, fixture: string = fixtureDir, whole: readonly string[] = []): string[] {
  const changed: string[] = [];
  const model = contentModel(englishHints(dataDir));
  for (const relative of yamlFiles(dataDir)) {
    if (`data/${relative}` === editorWordsFile) continue;
    const target = path.join(fixture, relative);
    if (!fs.existsSync(target) || whole.includes(relative)) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(dataDir, relative), target);
      changed.push(relative);
      continue;
    }
    const source = yaml.load(fs.readFileSync(path.join(dataDir, relative), "utf8"));
    const own = yaml.load(fs.readFileSync(target, "utf8"));
    const result = filled(own, source);
    if (JSON.stringify(result) !== JSON.stringify(own)) {
      const typeName = contentTypeFor(contentFilePath(relative));
      fs.writeFileSync(target, formatContent(normaliseTexts(result, typeName, model), typeName, model));
      changed.push(relative);
    }
  }
  return changed;
}

if (require.main === module) {
  const whole = process.argv.slice(2).map((file) => file.replace(/^data\//, ""));
  const unknown = whole.filter((file) => !fs.existsSync(path.join(root, "data", file)));
  if (unknown.length > 0) throw new Error(`No such file in data/: ${unknown.join(", ")}`);
  const changed = fillFixture(path.join(root, "data"), fixtureDir, whole);
  process.stdout.write(changed.length > 0 ? `tests/fixtures/data: filled from data/: ${changed.join(", ")}\n` : "tests/fixtures/data: nothing to fill from data/.\n");
}

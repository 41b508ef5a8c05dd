/**
 * `npm run fixture:fill`: the fixed copy of the content the unit tests read (tests/fixtures/data,
 * tests/support/content.ts) given what data/ has and it lacks: a file it does not have yet (a new
 * page), a field (a new field of the content model, with data/'s value), each list item's new
 * field. What the copy has already stays as it is, so the unit tests' words still hold; a field
 * renamed or removed in the model is the content check's to name (tests/unit/content-fixture.test.ts).
 * Then the copy is written in the canonical form. The editor's own words (data/editor.yaml) are
 * not copied: every test reads them from data/.
 *
 *   npm run fixture:fill
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { formatContentDir } from "../plugins/content/canonicalForm";
import { yamlFiles } from "../plugins/content/validateContentDir";
import { editorWordsFile } from "../src/content/editorWords";

const root = path.resolve(__dirname, "..");
export const fixtureDir = path.join(root, "tests", "fixtures", "data");

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** `into` with what `from` has and it lacks, added where it lacks it; what it has, kept. Lists keep their items, each filled from the item at its place. */
export function filled(into: unknown, from: unknown): unknown {
  if (isRecord(into) && isRecord(from)) {
    const result: Record<string, unknown> = { ...into };
    for (const [key, value] of Object.entries(from)) result[key] = key in into ? filled(into[key], value) : value;
    return result;
  }
  if (Array.isArray(into) && Array.isArray(from)) return into.map((item, index) => (index < from.length ? filled(item, from[index]) : item));
  return into;
}

/** Fills the fixture from a content folder; the files it changed or added, by their path in the folder. */
export function fillFixture(dataDir: string, fixture: string = fixtureDir): string[] {
  const changed: string[] = [];
  for (const relative of yamlFiles(dataDir)) {
    if (`data/${relative}` === editorWordsFile) continue;
    const target = path.join(fixture, relative);
    const source = yaml.load(fs.readFileSync(path.join(dataDir, relative), "utf8"));
    if (!fs.existsSync(target)) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(dataDir, relative), target);
      changed.push(relative);
      continue;
    }
    const own = yaml.load(fs.readFileSync(target, "utf8"));
    const result = filled(own, source);
    if (JSON.stringify(result) !== JSON.stringify(own)) {
      fs.writeFileSync(target, yaml.dump(result, { lineWidth: -1 }));
      changed.push(relative);
    }
  }
  formatContentDir(fixture, path.dirname(fixture), dataDir);
  return changed;
}

if (require.main === module) {
  const changed = fillFixture(path.join(root, "data"));
  process.stdout.write(changed.length > 0 ? `tests/fixtures/data: filled from data/: ${changed.join(", ")}\n` : "tests/fixtures/data: nothing to fill from data/.\n");
}

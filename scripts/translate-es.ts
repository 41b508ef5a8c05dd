/**
 * Builds the two-language content files of the Spanish edition: every data/**\/*.yaml becomes
 * Decap CMS's i18n `single_file` shape, `en:` (the English content, unchanged) and `es:` (the
 * Spanish version kept in .tmp-es/<same path>.yaml, a complete object of the same type).
 *
 *   npx tsx scripts/translate-es.ts          write data/ and check it
 *   npx tsx scripts/translate-es.ts --check  only check (writes nothing)
 *
 * Safe to re-run: a data file already in the two-language shape gives its `en:` block as the
 * English. After writing, every file is read back and checked: `en` is the English data (the
 * formatter drops empty optional values), `es` has the same structure (keys, list lengths),
 * every {placeholder} of an English text is in its Spanish one, and the content check
 * (build/content/validateContent.ts: values that are not language, mail subjects…) passes.
 */
import fs from "fs";
import path from "path";
import { isDeepStrictEqual } from "util";
import { load } from "js-yaml";
import { formatContent } from "../src/admin/canonicalYaml";
import { contentModel } from "../build/content/contentModel";
import { siteRoutes } from "../build/content/siteRoutes";
import { yamlTypeFor } from "../build/content/typeNames";
import { validateContentDir, yamlFiles } from "../build/content/validateContentDir";

const root = path.resolve(__dirname, "..");
const dataDir = path.join(root, "data");
const spanishDir = path.join(root, ".tmp-es");
const checkOnly = process.argv.includes("--check");
const locales = ["en", "es"];

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** A file already written in the two-language shape has only `en` (and `es`) at its top. */
const isBilingual = (data: unknown): data is { en: Data; es?: Data } =>
  isRecord(data) && "en" in data && Object.keys(data).every((key) => locales.includes(key));

/** The data without empty values, which the formatter leaves out of optional fields. */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (!isRecord(value)) return value;
  const out: Data = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner === undefined || inner === null || inner === "" || (Array.isArray(inner) && inner.length === 0)) continue;
    out[key] = withoutEmpty(inner);
  }
  return out;
}

/** The structure alone: keys (sorted), list lengths and kinds of value, never the text. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value instanceof Date) return "date";
  if (isRecord(value)) {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, shape(value[key])]));
  }
  return typeof value;
}

const placeholders = (text: string): string[] => (text.match(/\{[^{}\s]+\}/g) ?? []).sort();

interface Pair {
  where: string;
  en: string;
  es: string;
}

/** Every pair of strings at the same place in the two languages. */
function pairs(en: unknown, es: unknown, where = ""): Pair[] {
  if (typeof en === "string") return [{ where, en, es: typeof es === "string" ? es : "" }];
  if (Array.isArray(en)) return en.flatMap((item, index) => pairs(item, Array.isArray(es) ? es[index] : undefined, `${where}[${index}]`));
  if (isRecord(en)) {
    return Object.entries(en).flatMap(([key, inner]) => pairs(inner, isRecord(es) ? es[key] : undefined, where ? `${where}.${key}` : key));
  }
  return [];
}

const model = contentModel();
const problems: string[] = [];
let translated = 0;
let kept = 0;
const keptTexts: string[] = [];

for (const relative of yamlFiles(dataDir)) {
  const file = path.join(dataDir, relative);
  const parsed = path.posix.parse(relative);
  const typeName = yamlTypeFor({ name: parsed.name, relativeDirectory: parsed.dir });
  const current = load(fs.readFileSync(file, "utf8"));
  const english = isBilingual(current) ? current.en : current;
  if (!isRecord(english)) {
    problems.push(`data/${relative}: no English content`);
    continue;
  }
  const spanishFile = path.join(spanishDir, relative);
  if (!fs.existsSync(spanishFile)) {
    problems.push(`data/${relative}: no Spanish version at .tmp-es/${relative}`);
    continue;
  }
  const spanish = load(fs.readFileSync(spanishFile, "utf8"));
  if (!isRecord(spanish)) {
    problems.push(`.tmp-es/${relative}: not a set of named fields`);
    continue;
  }

  const text = formatContent({ en: english, es: spanish }, typeName, model, { locales });
  if (!checkOnly) fs.writeFileSync(file, text);

  // Read back what was (or would be) written.
  const read = load(text) as Data;
  if (!isDeepStrictEqual(withoutEmpty(read.en), withoutEmpty(english))) problems.push(`data/${relative}: en is not the English content`);
  if (!isDeepStrictEqual(withoutEmpty(read.es), withoutEmpty(spanish))) problems.push(`data/${relative}: es is not the Spanish version`);
  if (!isDeepStrictEqual(shape(read.es), shape(read.en))) {
    problems.push(`data/${relative}: es does not have the structure of en\n  en: ${JSON.stringify(shape(read.en))}\n  es: ${JSON.stringify(shape(read.es))}`);
  }
  for (const pair of pairs(read.en, read.es)) {
    if (pair.es.trim() === "") problems.push(`data/${relative}: es.${pair.where} is empty`);
    if (!isDeepStrictEqual(placeholders(pair.en), placeholders(pair.es))) {
      problems.push(`data/${relative}: es.${pair.where} has placeholders ${placeholders(pair.es).join(" ") || "(none)"}, en ${placeholders(pair.en).join(" ")}`);
    }
    if (pair.en === pair.es) {
      kept += 1;
      keptTexts.push(`data/${relative}: ${pair.where} = ${JSON.stringify(pair.en)}`);
    } else translated += 1;
  }
  if (!checkOnly) process.stdout.write(`data/${relative} written (${typeName})\n`);
}

// The site's own content check: values that are not language are the same, mail subjects end with
// the English subject in parentheses, every field of the type is there.
if (!checkOnly) problems.push(...validateContentDir(dataDir, root, siteRoutes(root, dataDir)));

if (process.argv.includes("--list-kept")) process.stdout.write(`\nTexts the same in both languages:\n${keptTexts.join("\n")}\n`);
process.stdout.write(`\n${translated} text(s) in Spanish, ${kept} the same in both languages (names, addresses, ids, paths…).\n`);
if (problems.length > 0) {
  process.stderr.write(`\n${problems.join("\n")}\n\n${problems.length} problem(s).\n`);
  process.exit(1);
}
process.stdout.write("Every file checked: en unchanged, es complete with the same structure and placeholders.\n");

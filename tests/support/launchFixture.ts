/**
 * A copy of data/ as the organisation will have it at launch: whatever the launch check names
 * (src/content/launchCheck.ts: the content model's `@beforeLaunch` rules, read through the gate
 * itself, plugins/content/launchGate.ts) replaced by a real-looking value, in both languages, and
 * the site marked live. No field is named here: a new rule, or a new field with one, is replaced
 * by what its rule and format say. The values are made up and never published: a test builds a
 * copy of the project with them (e2e/launch.e2e.test.ts) or runs the check over them.
 */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { dump, load, CORE_SCHEMA } from "js-yaml";
import { formatContentDir } from "../../plugins/content/canonicalForm";
import { launchReport } from "../../plugins/content/launchGate";
import { readContentTree } from "../../plugins/content/contentTree";
import { contentStructure } from "../../src/content/contentModel";
import { launchedField, type LaunchItem } from "../../src/content/launchCheck";
import type { FieldKind, ModelField } from "../../src/content/modelTypes";
import { localSiteUrl } from "../../src/lib/siteAddress";

/** The production address Netlify would give the site, as the fixture's build is told it (URL). */
export const launchUrl = "https://www.mevsmeyouth.org";
export const launchEmail = "hola@mevsmeyouth.org";
export const launchStreet = "1250 Hacienda Drive";
/** What a real photo's description says in the fixture, in each language. */
export const launchPhotoAlt = { en: "A mentor and a student talk at a table after a session.", es: "Un mentor y un estudiante conversan en una mesa después de una sesión." };

type Data = Record<string, any>;

const model = contentStructure();

/** The model's field at a place in a file (["social", 0, "url"] in SiteYaml), and the object type that holds it. */
function fieldAt(typeName: string, at: readonly (string | number)[]): { field: ModelField; holder: string } | undefined {
  let kind: FieldKind = { kind: "object", type: typeName };
  let found: { field: ModelField; holder: string } | undefined;
  for (const step of at) {
    while (kind.kind === "list") kind = kind.of;
    if (typeof step === "number") continue;
    if (kind.kind !== "object") return undefined;
    const field: ModelField | undefined = model.types[kind.type]?.fields.find((candidate) => candidate.name === step);
    if (!field) return undefined;
    found = { field, holder: kind.type };
    kind = field.type;
  }
  return found;
}

/**
 * The organisation's answers to a family's first questions (data/site.yaml familyFacts, the fields
 * whose launch rule is "answer"), by field, in both languages: made up, as the rest.
 */
export const familyAnswers: Record<string, { en: string; es: string }> = {
  ages: { en: "Young people from 11 to 18 years old.", es: "Jóvenes de 11 a 18 años." },
  cost: { en: "Free for every family.", es: "Gratis para todas las familias." },
  groups: { en: "Tuesdays from 4 to 5:30 PM, at the Vista Community Center.", es: "Los martes de 4 a 5:30 p. m., en el centro comunitario de Vista." },
  screening: { en: "Every mentor and volunteer passes a background check and an orientation.", es: "Cada mentor y voluntario pasa una revisión de antecedentes y una orientación." },
};

/** The family's questions the model asks the organisation to answer before launch (`@beforeLaunch(check: "answer")`). */
export const familyQuestions = (): string[] =>
  (model.types.FamilyFacts?.fields ?? []).filter((field) => field.rules?.beforeLaunch?.check === "answer").map((field) => field.name);

/** The family's questions data/site.yaml (or a copy's) does not answer yet: what the list before launch warns of. */
export function unansweredFamilyQuestions(dataDir: string): string[] {
  const site = load(fs.readFileSync(path.join(dataDir, "site.yaml"), "utf8"), { schema: CORE_SCHEMA }) as Data;
  return familyQuestions().filter((name) => !site.familyFacts?.[name]);
}

/** The object that holds a place, made where it is missing (a family's answers not written yet). */
const parentOf = (data: Data, at: readonly (string | number)[]): Data => at.slice(0, -1).reduce<Data>((value, step) => (value[step] ??= {}), data);

/** A real-looking value for a placeholder text, by its field's format; a page of the organisation's own on a network's home page. */
function realValue(item: LaunchItem, field: ModelField, current: unknown): unknown {
  const format = field.rules?.format;
  if (item.reason === "ownPage" && typeof current === "string") return `${current.replace(/\/+$/, "")}/mevsmeyouth`;
  if (format === "email") return launchEmail;
  if (format === "webAddress") return `https://www.vistacommunitynews.com/${field.name.toLowerCase()}/mevsme-youth-outreach`;
  return launchStreet;
}

/** A flat, warm-coloured JPEG of each size, encoded once per process: most samples share a size. */
const flatPhotos = new Map<string, Promise<Buffer>>();

function flatPhoto(width: number, height: number): Promise<Buffer> {
  const size = `${width}x${height}`;
  if (!flatPhotos.has(size)) flatPhotos.set(size, sharp({ create: { width, height, channels: 3, background: { r: 196, g: 120, b: 64 } } }).jpeg({ quality: 80 }).toBuffer());
  return flatPhotos.get(size)!;
}

/**
 * The JPEG with a comment (a COM segment, after its start marker, or after its JFIF header where it
 * has one, which sharp's output has not) holding `text`: the same picture in other bytes, as two
 * uploads of different photos are, without encoding it again.
 */
function withComment(jpeg: Buffer, text: string): Buffer {
  const isJfif = jpeg[2] === 0xff && jpeg[3] === 0xe0;
  const at = isJfif ? 4 + jpeg.readUInt16BE(4) : 2;
  const body = Buffer.from(text, "utf8");
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, at), header, body, jpeg.subarray(at)]);
}

/**
 * Writes, beside each sample a page shows, a photo of other bytes under a name of its own (a flat,
 * warm-coloured JPEG as large as the sample), as an editor's upload leaves it; returns its path as
 * the content file writes it.
 */
async function realPhoto(dataDir: string, file: string, written: string): Promise<string> {
  const sample = path.join(path.dirname(path.join(dataDir, "..", file)), written);
  const { width = 2400, height = 1600 } = await sharp(sample).metadata();
  const name = `real-${path.basename(written)}`;
  fs.writeFileSync(path.join(path.dirname(sample), name), withComment(await flatPhoto(width, height), name));
  return path.posix.join(path.posix.dirname(written), name);
}

/**
 * Replaces, in a copy of data/, every placeholder the launch check names (each as its rule says:
 * a text by its format, a sample photo by another photo described as what it shows, a consent
 * ticked), marks the site live; the files stay in the canonical form.
 */
export async function replacePlaceholders(dataDir: string): Promise<void> {
  const { items } = launchReport(await readContentTree(dataDir), { kind: "local", productionUrl: null, url: localSiteUrl });
  const files = new Map<string, Data>();
  const fileData = (file: string): Data => {
    if (!files.has(file)) files.set(file, load(fs.readFileSync(path.join(dataDir, "..", file), "utf8"), { schema: CORE_SCHEMA }) as Data);
    return files.get(file)!;
  };
  for (const item of items) {
    if (!item.file || !item.typeName) continue;
    const data = fileData(item.file);
    const at = item.path;
    const parent = parentOf(data, at);
    const key = at[at.length - 1];
    const place = fieldAt(item.typeName, at);
    if (!place) throw new Error(`${item.file}: ${at.join(".")} is no field of ${item.typeName}`);
    if (item.reason === "consent") parent[key] = true;
    else if (item.reason === "answer") parent[key] = { ...familyAnswers[String(key)] };
    else if (item.reason === "example" || item.reason === "ownPage") parent[key] = realValue(item, place.field, parent[key]);
    else if (item.reason === "samplePhoto" || item.reason === "sampleDescription") {
      // The rule that names this photo (its mark, with the photo's field and its description's).
      const mark = model.types[place.holder]?.fields.find((field) => field.rules?.beforeLaunch?.check === "samplePhoto");
      const rule = mark?.rules?.beforeLaunch;
      if (!mark || !rule?.at || !rule.described) throw new Error(`${place.holder}: no samplePhoto rule with its photo and description`);
      if (item.reason === "samplePhoto") parent[rule.at] = await realPhoto(dataDir, item.file, String(parent[rule.at]));
      delete parent[mark.name];
      parent[rule.described] = { ...launchPhotoAlt };
    } else throw new Error(`${item.file}: no real value for a placeholder of reason ${item.reason}`);
  }
  const site = fileData("data/site.yaml");
  site[launchedField] = true;
  for (const [file, data] of files) fs.writeFileSync(path.join(dataDir, "..", file), dump(data, { lineWidth: -1 }));
  formatContentDir(dataDir);
}

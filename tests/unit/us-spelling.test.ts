/** @jest-environment node */
/**
 * The English copy is in US spelling (docs: DEVELOPERS.md, "English: US spelling"). Every text of
 * every data/**\/*.yaml file is read in English (its `en:` words, and the values that are the same
 * in every language: names, addresses), and a British spelling is named with its file and the
 * place of its words, like `pages/about.yaml organisation.text.en: "recognised"`. Field names (keys)
 * are code, not copy, and are not read; nor are editor.yaml's `field:` values, which name schema
 * fields, nor what a Spanish text to review was written for (`outdated:`), an English already replaced.
 */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { locales } from "../../src/lib/locales";
import { outdatedKey } from "../../src/content/translations";

const dataDir = path.resolve(__dirname, "../../data");

/** British spellings and what US English writes; each pattern matches the whole word. */
const britishSpellings: ReadonlyArray<{ pattern: RegExp; us: string }> = [
  { pattern: /\b\w*(?:colour|honour|neighbour|behaviour|favour|labour|humour|flavour|harbour|endeavour|rumour|savour|vigour|armour)\w*\b/gi, us: "-or (color, honor, neighbor, behavior, favor)" },
  { pattern: /\b(?:dis)?organis(?:e|ed|es|ing|ation|ations|ational|er|ers)\b/gi, us: "organiz- (organization, organize)" },
  { pattern: /\brecognis(?:e|ed|es|ing|able)\b/gi, us: "recognize, recognized" },
  { pattern: /\bpractis(?:e|ed|es|ing)\b/gi, us: "practice (verb and noun)" },
  { pattern: /\b(?:centre|centres|centred)\b/gi, us: "center, centered" },
  { pattern: /\bprogrammes?\b/gi, us: "program" },
  { pattern: /\b(?:realis|apologis|prioritis|minimis|summaris|personalis|authoris|emphasis|criticis|utilis|specialis|finalis)(?:e|ed|es|ing)\b/gi, us: "-ize (realize, prioritize)" },
  { pattern: /\banalys(?:e|ed|es|ing)\b/gi, us: "analyze" },
  { pattern: /\b(?:licence|defence|offence|catalogue|enrolment|judgement|whilst|amongst|learnt|spelt)\b/gi, us: "license, defense, offense, catalog, enrollment, judgment, while, among, learned, spelled" },
];

export interface SpellingProblem {
  readonly file: string;
  readonly field: string;
  readonly word: string;
  readonly us: string;
}

/** The words of another language than English, and the old English a text to review was written for: not read. */
const notEnglish = new Set<string>([...locales.filter((locale) => locale !== "en"), outdatedKey]);

/** The British spellings in the English texts under `value` (a file as data/ holds it), each with its place (features[2].en). */
export function britishSpellingProblems(file: string, value: unknown, field = ""): SpellingProblem[] {
  if (typeof value === "string") {
    return britishSpellings.flatMap(({ pattern, us }) => [...value.matchAll(pattern)].map((match) => ({ file, field, word: match[0], us })));
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => britishSpellingProblems(file, item, `${field}[${index}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      // editor.yaml names schema fields (AboutOrganisation.label): code, not copy.
      notEnglish.has(key) || (file === "editor.yaml" && key === "field") ? [] : britishSpellingProblems(file, item, field ? `${field}.${key}` : key),
    );
  }
  return [];
}

function yamlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

const described = (problem: SpellingProblem): string => `${problem.file} ${problem.field}: "${problem.word}" (US: ${problem.us})`;

describe("US spelling in the English copy", () => {
  const files = yamlFiles(dataDir);

  it("reads every content file, each with English words", () => {
    expect(files.map((file) => path.relative(dataDir, file))).toEqual(expect.arrayContaining(["site.yaml", "editor.yaml", "pages/about.yaml", "legal/privacy.yaml"]));
    for (const file of files) expect(fs.readFileSync(file, "utf8")).toMatch(/^\s*(?:- )?en: \S/m);
  });

  it("finds no British spelling in any English text", () => {
    const problems = files.flatMap((file) => {
      return britishSpellingProblems(path.relative(dataDir, file).split(path.sep).join("/"), load(fs.readFileSync(file, "utf8")));
    });
    expect(problems.map(described)).toEqual([]);
  });

  it("names the file, the field and the word of a British spelling, and passes US spelling and field names", () => {
    const file = {
      organisation: { text: { en: "Our work has been recognised by our neighbours.", es: "Nuestro trabajo fue reconocido por los vecinos.", outdated: { es: "Our work is recognised." } } },
      features: [
        { en: "Practise with mentors", es: "Practicar con mentores" },
        { en: "Our program, not our programme", es: "Nuestro programa" },
        { en: "Color, honor, center, organization, practice", es: "Color, honor, centro, organización, práctica" },
      ],
      venue: "Community Centre",
    };
    expect(britishSpellingProblems("pages/about.yaml", file).map(described)).toEqual([
      'pages/about.yaml organisation.text.en: "neighbours" (US: -or (color, honor, neighbor, behavior, favor))',
      'pages/about.yaml organisation.text.en: "recognised" (US: recognize, recognized)',
      'pages/about.yaml features[0].en: "Practise" (US: practice (verb and noun))',
      'pages/about.yaml features[1].en: "programme" (US: program)',
      'pages/about.yaml venue: "Centre" (US: center, centered)',
    ]);
  });
});

import { defaultLocale } from "../lib/locales";
import { formatRules, type TextFormat } from "./fieldRules";
import { factSources, type FactName } from "./facts";

/**
 * A problem the content check found, as data: the file, the place in it, the language whose words
 * are wrong if it is a text, and what is wrong. The build writes it as one line with the YAML path
 * (describeProblem); the editor writes it as a sentence in its own language, with the field's
 * label and the list item's number and name (src/admin/decap/problemWords.ts).
 */

/**
 * A place in a file: field names and list positions (from 0), and for a text the language's key
 * where the file holds its words (src/content/translations.ts): ["programs", 2, "title", "es"].
 */
export type ProblemPath = readonly (string | number)[];

export type ProblemCode =
  // the file as a whole
  | "yaml"
  | "noType"
  | "empty"
  // a value
  | "missing"
  | "onlySpaces"
  | "notList"
  | "notOneOf"
  | "notPhotoPath"
  | "noPhoto"
  | "photoInFolder"
  | "usedTwice"
  | "notText"
  | "notWholeNumber"
  | "notNumber"
  | "notBoolean"
  | "notDate"
  | "notObject"
  | "unknownField"
  | "range"
  | "tooLong"
  | "format"
  | "pageSlash"
  | "noPage"
  // a text's languages (src/content/translations.ts)
  | "notTranslated"
  | "notOutdated"
  | "unknownLanguage"
  | "missingInLanguage"
  | "mailSubject"
  | "copied"
  // the organisation's facts in a text (./factCheck.ts)
  | "factEmpty"
  | "factByHand"
  | "factContradicted"
  | "factUnsaid"
  | "factMisplaced"
  | "factMaybeByHand"
  // a photo file (./photoFileCheck.ts, and the editor's check of a photo chosen for upload)
  | "photoTooLarge"
  | "photoUnreadable"
  | "photoHeic"
  | "photoTooNarrow"
  | "photoPosition"
  | "photoInUse"
  // the editor's words (data/editor.yaml) against the content model and data/
  | "unknownFieldWords"
  | "noFieldWords"
  | "unknownContentFile"
  | "ungroupedContentFile";

export interface Problem {
  /** The file, as the repository names it: "data/programs.yaml" (a photo: "data/photos/x.jpg"). */
  readonly file: string;
  /** The language whose words the problem is in; none for the file's structure and its values that are not language. */
  readonly locale?: string;
  readonly path: ProblemPath;
  readonly code: ProblemCode;
  readonly params: Readonly<Record<string, string | number>>;
}

/** A place as YAML paths are written: programs[2].title. */
export function pathText(path: ProblemPath): string {
  return path.reduce<string>((text, step) => (typeof step === "number" ? `${text}[${step}]` : text ? `${text}.${step}` : step), "");
}

const languageName = (locale: string): string => ({ en: "English", es: "Spanish" })[locale] ?? locale;

/** The build's line for a problem: "data/programs.yaml: programs[2].title.es is missing (the Spanish words)". */
export function describeProblem(problem: Problem): string {
  const { file, locale, path, params: p } = problem;
  const at = pathText(path);
  const list = pathText(path.slice(0, -2));
  const words = locale ? ` (the ${languageName(locale)} words)` : "";
  const text = (): string => {
    switch (problem.code) {
      case "yaml":
        return `${p.line !== undefined ? `line ${p.line}, column ${p.column}: ` : ""}${p.reason} (the YAML cannot be read)`;
      case "noType":
        return `no content type ${p.typeName} is declared for this file in src/content/schema.ts`;
      case "empty":
        return "the file is empty";
      case "notTranslated":
        return `${at} must hold its words per language (${String(p.locales)
          .split(", ")
          .map((code) => `${code}:`)
          .join(", ")} under it), not one text for every language (found "${p.found}")`;
      case "notOutdated":
        return `${at} must name, per language (${p.locales}), the text that language's words were written for`;
      case "unknownLanguage":
        return `${at}: ${p.key} is not a language of the site (${p.locales})`;
      case "missing":
        return `${at} is missing${words}`;
      case "onlySpaces":
        return `${at} is only spaces: it needs some text`;
      case "notList":
        return `${at} must be a list`;
      case "notOneOf":
        return `${at} must be one of: ${p.allowed} (found "${p.found}")`;
      case "notPhotoPath":
        return `${at} must be the path of a photo file`;
      case "noPhoto":
        return `${at}: no photo at ${p.photo}`;
      case "photoInFolder":
        return `${at}: ${p.photo} is in a folder of its own; keep every photo in ${p.folder}/ itself, the one folder the editor's photo library shows`;
      case "usedTwice":
        return `${at} "${p.value}" is used twice (also ${list}[${p.other}])`;
      case "notText":
        return `${at} must be text`;
      case "notWholeNumber":
        return `${at} must be a whole number`;
      case "notNumber":
        return `${at} must be a number`;
      case "notBoolean":
        return `${at} must be true or false`;
      case "notDate":
        return `${at} must be a date written as YYYY-MM-DD`;
      case "notObject":
        return `${at || "the file"} must be a set of named fields (${p.fields})`;
      case "unknownField":
        return `${at} is not a known field${p.suggestion ? ` (did you mean "${p.suggestion}"?)` : ""}`;
      case "range":
        return `${at} must be between ${p.min} and ${p.max} (found ${p.found})`;
      case "tooLong":
        return `${at} is ${p.length} characters long: at most ${p.max} fit the page`;
      case "format":
        return `${at} must be ${formatRules[p.format as Exclude<TextFormat, "page">].description} (found "${p.found}")`;
      case "pageSlash":
        return `${at} must start with / (a page of this site, e.g. /contact)`;
      case "noPage":
        return `${at}: no page at ${p.found} (pages: ${p.pages})`;
      case "missingInLanguage":
        return `${at} is missing: this text has words in another language, so it needs the ${languageName(String(locale))} words too (or none in any language)`;
      case "mailSubject":
        return `${at} must end with the English subject in parentheses, "(${p.subject})", so mail filters still match`;
      case "copied": {
        const places = (JSON.parse(String(p.places)) as ProblemPath[]).map((place) => pathText(place));
        const shown = places.slice(0, 5);
        return `${p.count} of its ${p.total} ${languageName(String(locale))} texts are the ${languageName(defaultLocale)} ones, word for word (${shown.join(", ")}${places.length > shown.length ? ", …" : ""}); write them in ${languageName(String(locale))}`;
      }
      case "factEmpty":
        return `${at} names {${p.fact}}, which ${factSources[p.fact as FactName]} does not give yet: fill that in, or take {${p.fact}} out of the text`;
      case "factByHand":
        return `${at} writes "${p.found}" by hand: name the fact instead, {${p.fact}} (${factSources[p.fact as FactName]}), so it follows its field`;
      case "factContradicted":
        return `${at} says "${p.found}", but {${p.fact}} is ${p.value} (${factSources[p.fact as FactName]}): name the fact, {${p.fact}}, instead of writing a number`;
      case "factUnsaid":
        return `${at}: the sentence with {${p.fact}} (${factSources[p.fact as FactName]}) does not say what it is for, nor does the sentence before it; say it there, so no one takes it for another time`;
      case "factMisplaced":
        return `${at}: the sentence with {${p.fact}} (${factSources[p.fact as FactName]}) speaks of what {${p.other}} is for (${factSources[p.other as FactName]}): name {${p.other}} there`;
      case "factMaybeByHand":
        return `${at} writes "${p.found}" by hand, the value of {${p.fact}} (${factSources[p.fact as FactName]}): if it states that fact, name it instead, so it follows its field`;
      case "photoTooLarge":
        return `is ${p.size} MB: a photo may be at most ${p.max} MB (a phone's photo is 2 to 7 MB); save it again as a JPEG at about 85% quality`;
      case "photoUnreadable":
        return "cannot be read as a photo: save it again as a JPEG";
      case "photoHeic":
        return "is an iPhone photo (HEIC), which this browser cannot read: export it as JPEG";
      case "photoTooNarrow":
        return `is ${p.width} px wide: a photo must be at least ${p.min} px wide, or it shows blurred on large screens and in shared links`;
      case "photoPosition":
        return "holds the GPS position where it was taken, which the repository would publish: upload it through the editor, which removes it, or remove it with `exiftool -gps:all= -xmp:all= -overwrite_original` and the file's path (docs/editing.md, \"Photos\")";
      case "photoInUse":
        return `is used in ${p.places}`;
      case "unknownFieldWords":
        return `${at}: "${p.name}" names no field of the content model (src/content/schema.ts)`;
      case "noFieldWords":
        return `${at} has no words for ${p.name}: add its label (and hint) in every language`;
      case "unknownContentFile":
        return `${at}: no content file data/${p.name}`;
      case "ungroupedContentFile":
        return `${at}: data/${p.name} is in no group: add it to one, with its label, in every language`;
      default:
        return problem.code;
    }
  };
  // A photo's line starts with the photo ("data/photos/x.jpg is 800 px wide…").
  return problem.code.startsWith("photo") && problem.code !== "photoInFolder" ? `${file} ${text()}` : `${file}: ${text()}`;
}

import { locales, type Locale } from "../lib/locales";
import { factNames, factsFrom, factsNamedIn, factWordings, type FactName, type Facts, type FactWording } from "./facts";
import type { ContentModel } from "./modelTypes";
import type { Problem, ProblemCode } from "./problems";
import { splitSentences } from "./readability";
import { isRecord, languageBlocks, languageTexts } from "./translations";

/**
 * The content check of the organisation's facts (./facts.ts) in a file's texts, which only the
 * model's facts can fail: a text that names a fact ({curriculumWeeks}) is filled by the site, so
 * only a text that writes one out by hand can contradict it. Pure: the caller gives the facts, read
 * from data/site.yaml and data/curriculum.yaml (`factContext`), so the build, `npm run
 * check:content` and the editor's check before saving say the same. In each language's words:
 *
 *   problems (refused): a text names a fact whose field is empty (factEmpty); a sentence about a
 *     fact states its number by hand, the same (factByHand) or another (factContradicted); a
 *     sentence names a fact without saying, there or in the sentence before, what it is for where
 *     another fact shares its words (factUnsaid: "within {volunteerReplyHours} hours" with no
 *     "volunteer application" near), or names one in a sentence about the other (factMisplaced);
 *   warnings (refusing nothing): a number in a fact's words, the fact's own value, in a sentence
 *     that does not say it is about the fact (factMaybeByHand: "over 11 weeks"), since "a two-week
 *     camp" and even an 11-week one are no fact.
 */

/** What the check needs to know of the site: its facts and its numbers in words, per language. */
export interface FactContext {
  readonly facts: Readonly<Record<Locale, Facts>>;
  /** data/site.yaml numberWords in each language: index = the number ("eleven" is 11). */
  readonly numberWords: Readonly<Record<Locale, readonly string[]>>;
}

/** A person's own words, which are theirs to say: a testimonial's quote is never judged. */
const personalWords = new Set(["Testimonial.quote"]);

/** Files whose texts are not the site's (the editor's own words, whose hints give examples). */
const notSiteTexts = new Set(["EditorYaml"]);

/** The facts and the numbers in words, from the files as they are held (every language in them: ./translations.ts). */
export function factContext(site: unknown, curriculum: unknown, model: ContentModel): FactContext {
  const sites = languageBlocks(site, "SiteYaml", model, locales);
  const curricula = languageBlocks(curriculum, "CurriculumYaml", model, locales);
  const words = (locale: Locale): string[] => {
    const list = sites[locale].numberWords;
    return Array.isArray(list) ? list.map((word) => (typeof word === "string" ? word : "")) : [];
  };
  return {
    facts: Object.fromEntries(locales.map((locale) => [locale, factsFrom(sites[locale], curricula[locale])])) as Record<Locale, Facts>,
    numberWords: Object.fromEntries(locales.map((locale) => [locale, words(locale)])) as Record<Locale, string[]>,
  };
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A figure or one of the language's numbers in words, as a pattern's group. */
const numberGroup = (numberWords: readonly string[]): string => `(\\d+|${numberWords.filter(Boolean).map(escape).join("|") || "\\d+"})`;

/** Whole words only: nothing of a word or a number right before or after. */
const wholeWords = (body: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "giu");

/**
 * Each pattern made once and kept, not once per sentence: the check reads every sentence of every
 * file, in the build, `npm run check:content` and before each of the editor's saves. (matchAll
 * works on a copy of a pattern, and `search` leaves it as it was: a kept pattern has no state.)
 */
const patterns = new Map<string, RegExp>();
const madeOnce = (key: string, make: () => RegExp): RegExp => {
  let pattern = patterns.get(key);
  if (!pattern) patterns.set(key, (pattern = make()));
  return pattern;
};

/**
 * A fact's words as a pattern, whole words only: `N` a figure or one of the language's numbers in
 * words, `YEAR` four figures.
 */
function saysPattern(says: string, numberWords: readonly string[]): RegExp {
  return madeOnce(`says\u0000${says}\u0000${numberWords.join("\u0001")}`, () =>
    wholeWords(
      says
        .split(/(N|YEAR)/)
        .map((part) => (part === "N" ? numberGroup(numberWords) : part === "YEAR" ? "(\\d{4})" : escape(part).replace(/\s+/g, "\\s+")))
        .join(""),
    ),
  );
}

/**
 * Whether a sentence may hold a fact's words: a figure or a number in words anywhere in it, even
 * inside a word. A fact's words always hold a number (N or YEAR), so a sentence without one is
 * passed over without trying each fact's patterns.
 */
const mayHoldNumber = (plain: string, numberWords: readonly string[]): boolean =>
  plain.search(madeOnce(`number\u0000${numberWords.join("\u0001")}`, () => new RegExp(["\\d", ...numberWords.filter(Boolean).map(escape)].join("|"), "iu"))) >= 0;

const numberOf = (word: string, numberWords: readonly string[]): number | undefined => {
  if (/^\d+$/.test(word)) return Number(word);
  const index = numberWords.findIndex((candidate) => candidate.toLowerCase() === word.toLowerCase());
  return index < 0 ? undefined : index;
};

/** A sentence without the facts it names, so "{volunteerReplyHours}" is not taken for the word "volunteer". */
const plainOf = (sentence: string): string => sentence.replace(/\{\w+\}/g, " ");

const wordingOf = (fact: FactName, locale: Locale): FactWording | undefined => factWordings[fact]?.[locale];

/** Every finding in one file: `data` is the whole file (every language), `file` its repository path. */
export function factFindings(file: { file: string; typeName: string; data: unknown }, context: FactContext, model: ContentModel): { problems: Problem[]; warnings: Problem[] } {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  if (notSiteTexts.has(file.typeName)) return { problems, warnings };
  const say = (list: Problem[], code: ProblemCode, locale: Locale, path: Problem["path"], params: Problem["params"]) => {
    const line: Problem = { file: file.file, locale, path, code, params };
    if (!list.some((other) => JSON.stringify(other) === JSON.stringify(line))) list.push(line);
  };
  for (const text of languageTexts(file.data, file.typeName, model)) {
    if (personalWords.has(`${text.typeName}.${text.field.name}`) || !isRecord(text.value)) continue;
    for (const locale of locales) {
      const words = text.value[locale];
      if (typeof words !== "string" || words.trim() === "") continue;
      const at = [...text.path, locale];
      const facts = context.facts[locale];
      const sentences = splitSentences(words.replace(/\s+/g, " "));
      sentences.forEach((sentence, index) => {
        const plain = plainOf(sentence);
        // What a reader has just read: the sentence and the one before it ("Thank you for applying to volunteer! We will contact you within…").
        const read = plainOf(`${sentences[index - 1] ?? ""} ${sentence}`);
        for (const fact of factsNamedIn(sentence)) {
          if (facts[fact] === undefined) say(problems, "factEmpty", locale, at, { fact });
          const wording = wordingOf(fact, locale);
          if (wording?.saysWhat && !wording.about.test(read)) say(problems, "factUnsaid", locale, at, { fact });
          // A sentence that names both ("within {replyHours} hours, and volunteer applications within {volunteerReplyHours}") sets them side by side.
          const other = wording?.unless;
          if (other && !sentence.includes(`{${other}}`) && wordingOf(other, locale)?.about.test(plain)) say(problems, "factMisplaced", locale, at, { fact, other });
        }
        // A number in a fact's words, written by hand: each place in the sentence judged once, for the fact it is about.
        if (!mayHoldNumber(plain, context.numberWords[locale])) return;
        const judged = new Set<number>();
        for (const fact of factNames) {
          const wording = wordingOf(fact, locale);
          const value = facts[fact];
          if (!wording || value === undefined) continue;
          const otherAbout = wording.unless ? wordingOf(wording.unless, locale)?.about : undefined;
          if (otherAbout?.test(plain)) continue;
          const about = wording.about.test(plain) || (wording.aboutNamed ?? []).some((name) => sentence.includes(`{${name}}`));
          for (const says of wording.says) {
            for (const match of plain.matchAll(saysPattern(says, context.numberWords[locale]))) {
              const number = numberOf(match[1], context.numberWords[locale]);
              // "one week", "a session": no length of anything.
              if (number === undefined || number < 2 || judged.has(match.index ?? -1)) continue;
              const params = { fact, found: match[0].replace(/\s+/g, " "), value };
              if (about) {
                judged.add(match.index ?? -1);
                say(problems, String(number) === value ? "factByHand" : "factContradicted", locale, at, params);
              } else if (String(number) === value) {
                judged.add(match.index ?? -1);
                say(warnings, "factMaybeByHand", locale, at, params);
              }
            }
          }
        }
      });
    }
  }
  return { problems, warnings };
}

import { englishSyllables } from "./englishSyllables";

/**
 * How easy a text is to read, by the published formulas: in English the Flesch-Kincaid grade
 * level (Kincaid et al., 1975), the school grade a reader needs,
 *
 *   0.39 · words / sentences + 11.8 · syllables / words − 15.59
 *
 * and in Spanish the Szigriszt-Pazos perspicuity (1993), read on the INFLESZ scale (Barrio-Cantalejo
 * et al., 2008: 65 and above is "bastante fácil" or easier),
 *
 *   206.835 − 62.3 · syllables / words − words / sentences
 *
 * Pure: texts in, figures out, so it runs in the content check, in tests and in the editor's page.
 */

export type ReadingLanguage = "en" | "es";

/** The site's plain-language limits (issue #36): a text past one of them is named, not refused. */
export const readabilityLimits = {
  /** English: at most this Flesch-Kincaid grade. */
  maxGrade: 8,
  /** Spanish: at least this INFLESZ (Szigriszt-Pazos) score. */
  minInflesz: 65,
  /** Any language: at most this many words in one sentence. */
  maxSentenceWords: 25,
} as const;

export interface TextCounts {
  words: number;
  sentences: number;
  syllables: number;
}

/** Flesch-Kincaid grade level of English counts. */
export function fleschKincaidGrade({ words, sentences, syllables }: TextCounts): number {
  if (words === 0 || sentences === 0) return 0;
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;
}

/** Szigriszt-Pazos perspicuity (the INFLESZ scale's score) of Spanish counts. */
export function inflesz({ words, sentences, syllables }: TextCounts): number {
  if (words === 0 || sentences === 0) return 0;
  return 206.835 - 62.3 * (syllables / words) - words / sentences;
}

/** Spanish letters that are a syllable's vowel: strong (a, e, o and any accented one) and weak (i, u, ü). */
const strongVowels = "aeoáéóíúàèò";
const weakVowels = "iuü";

/**
 * The syllables of a Spanish word, by its vowel groups: two strong vowels side by side are two
 * syllables (hiatus: po-e-sí-a), a weak one beside another vowel joins it (diphthong: ciu-dad,
 * bue-no) unless it bears the accent (pa-ís, dí-a); the u of "que, qui, gue, gui" is not
 * pronounced (gue-rra), that of "güe, güi" is (pin-güi-no); a final y after a vowel is a vowel of
 * the diphthong (hoy, muy, buey), and "y" alone is a word of one syllable.
 */
export function spanishSyllables(text: string): number {
  return text
    .toLowerCase()
    .split(/[^a-zñáéíóúüàèìòù]+/)
    .filter(Boolean)
    .reduce((sum, word) => sum + spanishWordSyllables(word), 0);
}

function spanishWordSyllables(word: string): number {
  if (word === "y") return 1;
  const letters = word
    // The silent u of que/qui/gue/gui.
    .replace(/([qg])u([eiéí])/g, "$1$2")
    // A final y after a vowel sounds as i; any other y is a consonant.
    .replace(/([aeiouáéíóú])y$/, "$1i");
  let syllables = 0;
  let previous: "strong" | "weak" | undefined;
  for (const letter of letters) {
    const kind = strongVowels.includes(letter) ? "strong" : weakVowels.includes(letter) ? "weak" : undefined;
    if (kind && (previous === undefined || (kind === "strong" && previous === "strong"))) syllables += 1;
    // Two weak vowels (ui, iu) or a strong and a weak one: one diphthong, one syllable.
    previous = kind;
  }
  return Math.max(syllables, 1);
}

/** A numeral read aloud has about one syllable per digit ("2021", "27"). */
const numeralSyllables = (word: string): number => word.replace(/\D/g, "").length;

/** The syllables of a word in the given language; a numeral counts one per digit. */
export function syllablesOf(word: string, language: ReadingLanguage): number {
  if (/^[^\p{L}]*\d[\d.,:]*[^\p{L}]*$/u.test(word)) return Math.max(numeralSyllables(word), 1);
  return language === "en" ? englishSyllables(word) : spanishSyllables(word);
}

/**
 * The words of a text: what stands between spaces or dashes (— –), holding a letter or a digit.
 * A hyphenated word ("non-profit"), an address ("info@example.org") and a number ("1,200") are
 * one word each; a placeholder such as {email} is the one word it becomes.
 */
export function wordsOf(text: string): string[] {
  return text
    .split(/[\s\u2013\u2014]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/**
 * Abbreviations whose final dot ends no sentence (lower case, without that dot). Initials and
 * dotted abbreviations of single letters (U.S., e.g., i.e., a. m., p. m.) are recognised as such.
 */
const abbreviations = new Set([
  "vs",
  "mr",
  "mrs",
  "ms",
  "dr",
  "dra",
  "st",
  "jr",
  "sr",
  "sra",
  "srta",
  "prof",
  "no",
  "núm",
  "pág",
  "approx",
  "aprox",
  "ud",
  "uds",
  "av",
  "ave",
  "inc",
  "ltd",
  "ee.uu",
  "dept",
  "depto",
]);

/** A word that ends with a dot as an abbreviation does (the dot itself left off). */
function isAbbreviation(word: string): boolean {
  const bare = word.replace(/^[^\p{L}]+/u, "").toLowerCase();
  return abbreviations.has(bare) || /^(?:\p{L}\.)*\p{L}$/u.test(bare);
}

/** Closing quotes and brackets that may follow a sentence's last mark. */
const closing = "\"'”’»)]";

/** Those closing marks at a word's end. */
const closingAtEnd = new RegExp(`[${closing.replace(/[\]\\]/g, "\\$&")}]+$`);

/**
 * A text's sentences. A sentence ends with ., ! , ? or … (and any closing quote or bracket) before
 * a space and the next sentence's first letter, a capital, a digit or an opening mark (¿ ¡ “ ");
 * a dot ends none after an abbreviation (ME vs. ME, U.S., e.g., 5 p. m.), and dots inside a word
 * (3.5, example.org, info@example.org) end none. The text's end ends the last one.
 */
export function splitSentences(text: string): string[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  const sentences: string[] = [];
  let current: string[] = [];
  tokens.forEach((token, index) => {
    current.push(token);
    const next = tokens[index + 1];
    const end = token.replace(closingAtEnd, "");
    const mark = /[.!?…]+$/.exec(end)?.[0];
    if (!mark || next === undefined) return;
    const startsSentence = /^[\p{Lu}\p{N}¿¡“"«'‘(]/u.test(next);
    const isEnd = /[!?…]/.test(mark) ? true : startsSentence && !(mark === "." && isAbbreviation(end.slice(0, -1)));
    if (isEnd) {
      sentences.push(current.join(" "));
      current = [];
    }
  });
  if (current.length > 0) sentences.push(current.join(" "));
  return sentences.filter((sentence) => wordsOf(sentence).length > 0);
}

export interface Sentence {
  text: string;
  words: number;
}

export interface Readability extends TextCounts {
  language: ReadingLanguage;
  /** English: the Flesch-Kincaid grade; Spanish: the INFLESZ score. Rounded to one decimal. */
  score: number;
  /** Whether the score is within the language's limit (the grade at most 8, INFLESZ at least 65). */
  withinLimit: boolean;
  /** The text's sentences, longest first. */
  longest: Sentence[];
}

/** The figures of some texts in one language, each text ending its last sentence. */
export function measureTexts(texts: readonly string[], language: ReadingLanguage): Readability {
  const sentences = texts.flatMap(splitSentences).map((text) => ({ text, words: wordsOf(text).length }));
  const words = sentences.flatMap((sentence) => wordsOf(sentence.text));
  const counts: TextCounts = {
    words: words.length,
    sentences: sentences.length,
    syllables: words.reduce((sum, word) => sum + syllablesOf(word, language), 0),
  };
  const raw = language === "en" ? fleschKincaidGrade(counts) : inflesz(counts);
  const score = Math.round(raw * 10) / 10;
  return {
    language,
    ...counts,
    score,
    withinLimit: counts.words === 0 || (language === "en" ? score <= readabilityLimits.maxGrade : score >= readabilityLimits.minInflesz),
    longest: [...sentences].sort((a, b) => b.words - a.words),
  };
}

/** A language of the site that the formulas read (English and Spanish). */
export const isReadingLanguage = (locale: string | undefined): locale is ReadingLanguage => locale === "en" || locale === "es";

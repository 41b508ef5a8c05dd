import { capitalised, fillTemplate } from "./template";

/** A text said of a number, in the forms that agree with it (a CountText in data/). */
export interface CountTemplates {
  readonly one: string;
  readonly other: string;
}

/** The form that agrees with `count` in `locale`'s grammar (Intl.PluralRules: 1 is "one" in English and Spanish, 0 and 2 "other"). */
export function pluralForm(templates: CountTemplates, locale: string, count: number): string {
  return new Intl.PluralRules(locale).select(count) === "one" ? templates.one : templates.other;
}

/** `count` in words from the language's list (data/site.yaml numberWords), in figures beyond it. */
export function numberInWords(count: number, words: readonly string[], locale: string): string {
  return words[count] ?? new Intl.NumberFormat(locale).format(count);
}

/**
 * A sentence about how many there are, from the list itself: "Our five programs …", "Once
 * sesiones, …" ({count} in words, the sentence's first letter a capital).
 */
export function countSentence(templates: CountTemplates, locale: string, count: number, words: readonly string[]): string {
  return capitalised(fillTemplate(pluralForm(templates, locale, count), { count: numberInWords(count, words, locale) }), locale);
}

import { fillTemplate } from "../lib/template";

/** A text said of a number in the forms that agree with it (data/forms.yaml counter). */
export interface CountTemplates {
  readonly one: string;
  readonly other: string;
}

/**
 * The form that agrees with `count` in `locale`'s grammar (Intl.PluralRules: 1 is "one" in English
 * and Spanish, 0 and 2 "other"), with the number filled in.
 */
export function countText(templates: CountTemplates, locale: string, count: number): string {
  const form = new Intl.PluralRules(locale).select(count) === "one" ? templates.one : templates.other;
  return fillTemplate(form, { remaining: count });
}

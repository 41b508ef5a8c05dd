import { fillTemplate } from "../lib/template";
import { pluralForm, type CountTemplates } from "../lib/countWords";

/** The counter's text (data/forms.yaml counter) in the form that agrees with `count`, the number filled in. */
export function countText(templates: CountTemplates, locale: string, count: number): string {
  return fillTemplate(pluralForm(templates, locale, count), { remaining: count });
}

/**
 * A choice's words (a value of one of the content model's lists of choices: Weekday.friday,
 * WeekOfMonth.second), written once per language, in its entry in data/editor.yaml: `label` is
 * what the editor's list offers, and what a visitor reads too unless the entry has `shown`, the
 * words a sentence on the site needs instead ("the 2nd Friday": 2nd; in Spanish "segundo viernes",
 * where the list says Segunda). The editor (plugins/editor/cmsConfig.ts), the pages
 * (src/hooks/useSiteContent.ts) and the content check (src/content/editorWords.ts) read the same
 * entries; no other file holds a choice's words (docs/recipes.md, "A choice").
 */

/** An entry of data/editor.yaml `fields`, in one language. */
export interface ChoiceEntry {
  readonly field: string;
  readonly label: string;
  readonly shown?: string | null;
}

/** What a visitor reads for a choice's value: `words("Weekday", "friday")` → "Friday" / "viernes". */
export type ChoiceWords = (choice: string, value: string) => string;

/** The visitor's words of every choice, from one language's entries. */
export function choiceWords(entries: readonly ChoiceEntry[]): ChoiceWords {
  const byKey = new Map(entries.map((entry) => [entry.field, entry]));
  return (choice, value) => {
    const entry = byKey.get(`${choice}.${value}`);
    if (!entry) throw new Error(`data/editor.yaml has no words for the choice ${choice}.${value}`);
    return entry.shown || entry.label;
  };
}

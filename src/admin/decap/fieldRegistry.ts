import type { FormLanguage } from "./formLanguage";
import type { ProblemPath } from "../../content/problems";

/**
 * The form's top fields, as our controls register them (./fieldWidgets.ts), so that a refused
 * save's "Go to the field" can take the person to the very field: the form turned to the
 * problem's language, a collapsed list item opened, the field focused and scrolled into view, by
 * Decap's own `focus(path)` of its list and object controls (what its preview's visual editing
 * uses), from the problem's place in the file (src/content/problems.ts).
 */

/** A control that can take the focus to a place inside it ("3.title"), Decap's way, and show a value given to it. */
export interface Focusable {
  focus(path?: string): void;
  /** Shows `value` (plain data, null for none) as the field's value: the file as a save wrote it. */
  show?(value: unknown): void;
  /** The field's value as the form holds it, as plain data. */
  value?(): unknown;
}

export interface FieldRegistry {
  /** A top field's control, by the field's name; returns what removes it. */
  register(name: string, control: Focusable): () => void;
  /** Takes the person to a place of the file, in `locale` when it is a language's words. */
  goTo(path: ProblemPath, locale?: string): void;
  /** Whether a place can be gone to (its top field is in the form). */
  canGoTo(path: ProblemPath): boolean;
  /** A top field shows `value` (plain data, null for none), as its control is changed by a person (./keepSaves.ts). */
  show(name: string, value: unknown): void;
  /** The form's top fields as it holds them now, as plain data. */
  values(): Record<string, unknown>;
}

/** The place as Decap's controls name it: "sessions.3.title", a text's language key left out. */
export function decapPath(path: ProblemPath, locales: readonly string[]): string[] {
  return path.filter((step) => !(typeof step === "string" && locales.includes(step))).map(String);
}

export function fieldRegistry(win: Window, form: FormLanguage): FieldRegistry {
  const controls = new Map<string, Focusable>();
  return {
    register(name, control) {
      controls.set(name, control);
      return () => {
        if (controls.get(name) === control) controls.delete(name);
      };
    },
    show(name, value) {
      controls.get(name)?.show?.(value);
    },
    values() {
      return Object.fromEntries([...controls].flatMap(([name, control]) => (control.value ? [[name, control.value()]] : [])));
    },
    canGoTo(path) {
      const [top] = decapPath(path, form.locales);
      return top !== undefined && controls.has(top);
    },
    goTo(path, locale) {
      if (locale) form.choose(locale);
      const [top, ...rest] = decapPath(path, form.locales);
      // After the form has been drawn in the problem's language.
      win.requestAnimationFrame(() => win.setTimeout(() => controls.get(top)?.focus(rest.join(".")), 0));
    },
  };
}

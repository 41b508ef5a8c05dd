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

/**
 * The field an address asks to be taken to: `field=sessions.3.title` after an entry's address
 * (…/entries/curriculum?lang=es&field=sessions.3.title). "Go to the field" of a line about another
 * entry opens that entry by its address, and Decap's editor loads afresh on it (./entryNavigation.ts):
 * the field named in the address is what survives the load.
 */
export function addressField(hash: string): string[] | null {
  const query = hash.split("?")[1];
  const field = query ? new URLSearchParams(query).get("field") : null;
  return field ? field.split(".") : null;
}

/** The address with the field to go to in it, or without it (null). */
export function withAddressField(hash: string, path: readonly string[] | null): string {
  const [before, query = ""] = hash.split("?");
  const params = new URLSearchParams(query);
  if (path && path.length > 0) params.set("field", path.join("."));
  else params.delete("field");
  const text = params.toString();
  return text ? `${before}?${text}` : before;
}

/** How long a freshly loaded editor may take to draw the entry's form (Decap's bundle and the entry's file on a slow line). */
export const fieldWaitMs = 60_000;

/**
 * Takes the person to the field the address names, once the entry's form has drawn it (in the
 * address's language: ./formLanguage.ts), then takes it out of the address, so that a reload
 * stays where the person is. Runs as the editor starts and whenever the address changes.
 */
export function followAddressField(win: Window, fields: FieldRegistry): () => void {
  let following = 0;
  const follow = (): void => {
    const path = addressField(win.location.hash);
    if (!path) return;
    const round = ++following;
    const started = Date.now();
    const attempt = (): void => {
      if (round !== following) return;
      if (fields.canGoTo(path)) {
        fields.goTo(path);
        win.history.replaceState(win.history.state, "", withAddressField(win.location.hash, null));
      } else if (Date.now() - started < fieldWaitMs) win.setTimeout(attempt, 200);
    };
    attempt();
  };
  win.addEventListener("hashchange", follow);
  follow();
  return follow;
}

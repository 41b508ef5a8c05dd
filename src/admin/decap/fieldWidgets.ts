import type { DecapGlobals, DecapWidget } from "./decap";
import { formatRules, normaliseText, pageRule, type FieldRules, type TextFormat } from "../../content/fieldRules";
import type { EditorWords } from "../../content/editorWords";
import type { ContentModel } from "../../content/modelTypes";
import { outdatedKey } from "../../content/translations";
import { capitalised, fillTemplate } from "../../lib/template";
import type { FieldRegistry, Focusable } from "./fieldRegistry";
import { immutableFrom } from "./immutableValue";
import type { FormLanguage } from "./formLanguage";
import { deletionBetween, dragHandleOf, itemName, keyboardMove, listItemsOf, nameListControls } from "./listItems";
import type { DeletionUndo } from "./undoDeletions";

/**
 * The editor's fields, each Decap's own control inside one of ours (registered again under its
 * name, Decap's public widget API). A file holds its structure once and only its words per
 * language (src/content/translations.ts), so the form is one form, whatever the language it is
 * written in (./formLanguage.ts):
 *
 *  - a list is one list: an item added, deleted or moved in the Spanish form is added, deleted or
 *    moved in English too, with its photo, number and links, which exist once;
 *  - a text shows its words in the language written in, and the other language's beside them for
 *    reference; a text with words in one language only says it waits for the other's; a text whose
 *    other language changed since its words were written says so, with the text before and now,
 *    and a button that marks it reviewed (a change in one language marks the other's to review,
 *    decided once per save against the text as the form opened: ./keepSaves.ts);
 *  - a text is trimmed of surrounding and invisible spaces when the person leaves it, made one
 *    paragraph where the page shows one, its length counted as it is typed, and its format (an
 *    address, a time, a page of the site) checked beside the field as it is typed, in the
 *    editor's language;
 *  - a choice is the browser's own select, its options in the editor's language;
 *  - a photo replaced asks for its description again, and is no longer marked a sample photo.
 *
 * What a save would refuse is refused by the check before saving (./checkBeforeSave.ts), which runs
 * the build's own content check and lists every problem with a way to the field; Decap's own
 * checks, which refused with nothing in view, are not used (a control answers Decap as valid).
 * The rules come from the content model, in each field's `content_rules` (plugins/editor/cmsConfig.ts).
 */

export interface FieldWidgetEnv {
  readonly defaultLocale: string;
  /** The interface language and its words (data/editor.yaml). */
  readonly uiLocale: string;
  readonly words: EditorWords;
  /** The site's pages, which a link to a page of this site must name. */
  readonly routes: readonly string[];
  readonly model: ContentModel;
  readonly form: FormLanguage;
  readonly fields: FieldRegistry;
  /** Says something to screen readers, in the editor's language (an item moved). */
  readonly announce: (text: string) => void;
  /** Where an item deleted from a list is kept, with a way back, until the next save (./undoDeletions.ts). */
  readonly undo: Pick<DeletionUndo, "record" | "forget">;
}

/** What a field's `content_rules` hold (plugins/editor/cmsConfig.ts). */
export interface ContentRules extends FieldRules {
  /** Whether the field's values are words of their language (one text per language). */
  language?: boolean;
  /** An object's type, or a list's item type, in the content model ("Photo", "Program"). */
  type?: string;
  /** The field describes a photo for people who cannot see it (Photo.alt). */
  describes?: "photo";
  /** A list's items are summarised by this field of theirs (its words in the form's language if it is language). */
  summary?: { field: string; language: boolean };
  /** A choice's options, each with its words in the editor's language. */
  choices?: { value: string; label: string }[];
  /** What a list's items are called after their count ("4 items"), where its label is not that. */
  items?: string;
}

/** What our lists and objects tell the fields inside them. */
interface FormContext {
  /** Inside a field of ours (so not a form's top field). */
  readonly nested: boolean;
}

/** Decap's Immutable values, as far as these controls use them. */
interface Immutable {
  get(key: string | number): unknown;
  getIn(path: readonly (string | number)[]): unknown;
  set(key: string | number, value: unknown): Immutable;
  setIn(path: readonly (string | number)[], value: unknown): Immutable;
  delete(key: string | number): Immutable;
  clear(): Immutable;
  has?(key: string | number): boolean;
  insert?(index: number, value: unknown): Immutable;
  map?(mapper: (value: unknown) => unknown): Immutable;
  find?(predicate: (value: unknown) => boolean): unknown;
  equals?(other: unknown): boolean;
  toJS?(): unknown;
  size?: number;
}
const isImmutable = (value: unknown): value is Immutable => typeof value === "object" && value !== null && typeof (value as Immutable).getIn === "function";
const plain = (value: unknown): unknown => (isImmutable(value) && value.toJS ? value.toJS() : value);

interface ControlProps {
  field: Immutable;
  value: unknown;
  onChange: (value: unknown, metadata?: unknown) => void;
  onChangeObject?: (field: Immutable, value: unknown, metadata?: unknown) => void;
  setInactiveStyle?: () => void;
  getAsset?: (path: string, field?: unknown) => unknown;
  getEntry?: () => Immutable | undefined;
  classNameWrapper?: string;
  forID?: string;
  [prop: string]: unknown;
}

interface WrappedControl {
  isValid?: () => unknown;
  getValidateValue?: () => unknown;
  validate?: () => void;
  focus?: (path?: string) => void;
}

interface ControlInstance {
  props: ControlProps;
  state: Record<string, unknown>;
  context: FormContext | undefined;
  inner: WrappedControl | null;
  keep(inner: WrappedControl | null): void;
  forceUpdate(): void;
  setState(state: Record<string, unknown> | ((state: Record<string, unknown>) => Record<string, unknown>), done?: () => void): void;
}

/** What every control of ours keeps: the value it just passed on, until Decap's props carry it. */
interface Typed {
  typed?: { value: unknown };
}

/** The field's rules from config.yml, as plain data. */
export function rulesOf(field: Immutable | undefined): ContentRules {
  const rules = field?.get("content_rules");
  return (plain(rules) as ContentRules | undefined) ?? {};
}

/** The counter under a text with a length: "12 characters left", "3 characters too many". */
export function lengthWords(text: string, max: number, env: Pick<FieldWidgetEnv, "uiLocale" | "words">): { text: string; over: boolean } {
  const length = [...normaliseText(text)].length;
  const rules = new Intl.PluralRules(env.uiLocale);
  const { charactersLeft, charactersOver } = env.words.interface;
  if (length <= max) return { text: fillTemplate(charactersLeft[rules.select(max - length) === "one" ? "one" : "other"], { remaining: max - length }), over: false };
  return { text: fillTemplate(charactersOver[rules.select(length - max) === "one" ? "one" : "other"], { over: length - max }), over: true };
}

/**
 * What is wrong with a text as it is typed, in the editor's words, or null: the format after
 * trimming, the length the design holds. Emptiness is the check before saving's to say.
 */
export function valueProblem(value: unknown, label: string, rules: ContentRules, env: Pick<FieldWidgetEnv, "words" | "routes">): string | null {
  const texts = isImmutable(value) ? ((plain(value) as unknown[]) ?? []) : [value];
  const { messages } = env.words;
  for (const item of texts) {
    if (typeof item !== "string") continue;
    const text = normaliseText(item, rules);
    if (text === "") {
      if (item !== "") return fillTemplate(messages.onlySpaces, { field: label });
      continue;
    }
    if (rules.maxLength !== undefined && [...text].length > rules.maxLength) {
      return fillTemplate(messages.tooLong, { field: label, length: [...text].length, max: rules.maxLength });
    }
    if (rules.format === "page") {
      if (!new RegExp(pageRule(env.routes).pattern).test(text)) return fillTemplate(messages.page, { field: label, found: text, pages: [...env.routes].sort().join(", ") });
    } else if (rules.format && !new RegExp(formatRules[rules.format as Exclude<TextFormat, "page">].pattern).test(text)) {
      return fillTemplate(messages[rules.format] ?? messages.other, { field: label, detail: text });
    }
  }
  return null;
}

/** A text's words in each language and what a language to review was written for, as plain data. */
type Words = Record<string, unknown>;

const hasWords = (value: unknown): boolean => typeof value === "string" && normaliseText(value) !== "";

/** A text as the file holds it: its languages, as plain data (a plain text, written by mistake, is every language's). */
export function textWords(value: unknown, locales: readonly string[]): Words {
  const data = plain(value);
  if (typeof data === "string") return Object.fromEntries(locales.map((locale) => [locale, data]));
  return typeof data === "object" && data !== null && !Array.isArray(data) ? { ...(data as Words) } : {};
}

/** A text after its words in `locale` became `text`: whether another language is to review is the save's to decide (./keepSaves.ts). */
export function changedWords(before: Words, locale: string, text: string): Words {
  return { ...before, [locale]: text };
}

/** The text with `locale` reviewed: no longer to review. */
export function reviewedWords(before: Words, locale: string): Words {
  const outdated = { ...((before[outdatedKey] as Record<string, unknown> | undefined) ?? {}) };
  delete outdated[locale];
  const next: Words = { ...before };
  if (Object.keys(outdated).length > 0) next[outdatedKey] = outdated;
  else delete next[outdatedKey];
  return next;
}

/** Registers our control around Decap's for every widget the content model uses. */
export function registerFieldWidgets(decap: DecapGlobals, env: FieldWidgetEnv): void {
  const context = decap.createContext<FormContext | undefined>(undefined);
  const { h } = decap;
  // Our controls' methods see Decap's control props and our context.
  const createClass = decap.createClass as unknown as <Spec>(spec: Spec & ThisType<Spec & ControlInstance>) => unknown;
  const words = env.words.interface;
  const { locales } = env.form;
  const languageName = (locale: string): string => env.words.messages.languageNames[locale] ?? locale;

  /** A text's value for Decap: an Immutable map like the field definition (the only Immutable class at hand). */
  function toValue(field: Immutable, data: Words): Immutable {
    return Object.entries(data).reduce<Immutable>((map, [key, inner]) => {
      if (key === outdatedKey && typeof inner === "object" && inner !== null) {
        return map.set(key, Object.entries(inner as Words).reduce<Immutable>((sources, [locale, source]) => sources.set(locale, source), field.clear()));
      }
      return inner === undefined ? map : map.set(key, inner);
    }, field.clear());
  }

  const common = {
    inner: null as WrappedControl | null,
    unsubscribe: undefined as undefined | (() => void),
    unregister: undefined as undefined | (() => void),
    keep(this: ControlInstance, inner: WrappedControl | null) {
      this.inner = inner;
    },
    // Decap's presence check refused a save with nothing in view: emptiness is the check before
    // saving's, which names the field and leads to it.
    getValidateValue() {
      return "present";
    },
    componentDidMount(this: ControlInstance & { unsubscribe?: () => void; unregister?: () => void }) {
      this.unsubscribe = env.form.subscribe(() => this.forceUpdate());
      if (!this.context?.nested) this.unregister = env.fields.register(String(this.props.field.get("name")), this as unknown as Focusable);
    },
    /**
     * The value shown: what was just typed or chosen, until Decap's props carry it. Decap's Widget
     * skips its updates while a photo of the entry loads (isLoadingAsset), so React would put the
     * input back to the value before the key, and the next key would be written over it.
     */
    shown(this: ControlInstance): unknown {
      const { typed } = this.state as Typed;
      return typed ? typed.value : this.props.value;
    },
    /** The field's value as the form holds it, as plain data. */
    value(this: ControlInstance & { shown(): unknown }) {
      return plain(this.shown());
    },
    /** A change: passed on to Decap's form, and shown at once. */
    changeValue(this: ControlInstance, value: unknown, metadata?: unknown) {
      this.setState({ typed: { value } });
      return this.props.onChange(value, metadata);
    },
    /** Once Decap's props move (they carry the change, or the file as a save wrote it), they are the form's value again. */
    followProps(this: ControlInstance, before: { value?: unknown }) {
      if (before.value !== this.props.value && (this.state as Typed).typed) this.setState({ typed: undefined });
    },
    componentWillUnmount(this: { unsubscribe?: () => void; unregister?: () => void }) {
      this.unsubscribe?.();
      this.unregister?.();
    },
    // Decap's Widget asks its control's ref whether to update: a photo picked in the library
    // arrives in another prop (mediaPaths), and the form's language is ours.
    shouldComponentUpdate() {
      return true;
    },
  };

  /** A leaf's state: left once (a format checked from then on). */
  interface LeafState extends Typed {
    left: boolean;
  }

  /** A field holding one value: text, a number, a choice, a date, yes or no, a photo. */
  function leaf(name: string, base: DecapWidget) {
    return createClass({
      ...common,
      statics: { contextType: context },
      getInitialState() {
        return { left: false };
      },
      leafState(): LeafState {
        return this.state as unknown as LeafState;
      },
      componentDidUpdate(before: { value?: unknown }) {
        this.followProps(before);
      },
      /** A form's top field shows `value` (plain data, null for none): the file as a save wrote it (./keepSaves.ts), at once, as a change is. */
      show(value: unknown) {
        // Decap's values are Immutable, made here from the field's own definition (one of Decap's Maps).
        this.changeValue(typeof value === "object" && value !== null ? immutableFrom(value, this.props.field) : value);
      },
      isValid() {
        return { error: false };
      },
      /** The element around the control (a photo's control has no element of the field's id). */
      drawn: null as HTMLElement | null,
      keepDrawn(element: HTMLElement | null) {
        this.drawn = element;
      },
      /** Focuses the field's own input, in view (Decap's focus(path) ends here); a photo's first button ("Choose different image"). */
      focus() {
        const element = (this.props.forID ? document.getElementById(this.props.forID) : null) ?? this.drawn;
        const target = element?.matches("input, textarea, select, button") ? element : element?.querySelector<HTMLElement>("input, textarea, select, button");
        (target ?? element)?.scrollIntoView({ block: "center" });
        (target ?? element)?.focus();
      },
      isLanguage(): boolean {
        return rulesOf(this.props.field).language === true;
      },
      label(): string {
        return String(this.props.field.get("label") ?? this.props.field.get("name"));
      },
      /** The words typed in the form's language. */
      changeWords(text: unknown) {
        const locale = env.form.chosen();
        const next = changedWords(textWords(this.shown(), locales), locale, typeof text === "string" ? text : "");
        this.changeValue(toValue(this.props.field, next));
      },
      markReviewed() {
        this.changeValue(toValue(this.props.field, reviewedWords(textWords(this.shown(), locales), env.form.chosen())));
      },
      /** Leaving a text: written as it will be saved and shown (trimmed, one paragraph). */
      settle() {
        const rules = rulesOf(this.props.field);
        if (this.isLanguage()) {
          const locale = env.form.chosen();
          const current = textWords(this.shown(), locales)[locale];
          if (typeof current === "string" && normaliseText(current, rules) !== current) this.changeWords(normaliseText(current, rules));
        } else if (typeof this.shown() === "string") {
          const current = this.shown() as string;
          const settled = normaliseText(current, rules);
          if (settled !== current) this.changeValue(settled);
        }
        this.setState({ left: true });
        this.props.setInactiveStyle?.();
      },
      /** Several choices (a list of them): a box to tick for each, in the choices' order, in the editor's language. */
      choices(value: unknown) {
        const rules = rulesOf(this.props.field);
        const chosen = new Set(((plain(value) as unknown[] | undefined) ?? []).map(String));
        const change = (choice: string, on: boolean) => {
          const next = (rules.choices ?? []).map((option) => option.value).filter((option) => (option === choice ? on : chosen.has(option)));
          // An Immutable List like Decap's own (the options' own class).
          const list = (this.props.field.get("options") as Immutable & { clear(): Immutable; push(...values: unknown[]): Immutable }).clear() as Immutable & { push(...values: unknown[]): Immutable };
          this.changeValue(list.push(...next));
        };
        return h(
          "div",
          { id: this.props.forID, className: "cms-choices", role: "group", "aria-label": this.label() },
          ...(rules.choices ?? []).map((option) =>
            h(
              "label",
              { key: option.value, className: "cms-choices__choice" },
              h("input", { type: "checkbox", checked: chosen.has(option.value), onChange: (event: { target: { checked: boolean } }) => change(option.value, event.target.checked) }),
              " ",
              option.label,
            ),
          ),
        );
      },
      /** The browser's own select, its options in the editor's language (Decap's spoke English to screen readers). */
      select(value: unknown, onChange: (value: unknown) => void) {
        const rules = rulesOf(this.props.field);
        const required = this.props.field.get("required") !== false;
        const options = (rules.choices ?? []).map((choice) => h("option", { key: choice.value, value: choice.value }, choice.label));
        return h(
          "select",
          {
            id: this.props.forID,
            className: `${this.props.classNameWrapper ?? ""} cms-select`,
            value: typeof value === "string" ? value : "",
            onChange: (event: { target: { value: string } }) => onChange(event.target.value === "" ? null : event.target.value),
            onBlur: () => this.props.setInactiveStyle?.(),
          },
          ...(required && typeof value === "string" && value ? [] : [h("option", { key: "", value: "" }, words.noChoice)]),
          ...options,
        );
      },
      render() {
        const rules = rulesOf(this.props.field);
        const locale = env.form.chosen();
        const notes: unknown[] = [];
        let control: unknown;
        let typed: unknown = this.shown();
        if (this.isLanguage()) {
          const all = textWords(this.shown(), locales);
          typed = all[locale];
          control = h(base.control, { ...this.props, value: typeof typed === "string" ? typed : "", onChange: this.changeWords, ref: this.keep, setInactiveStyle: this.settle });
          const others = locales.filter((other) => other !== locale);
          const source = (all[outdatedKey] as Words | undefined)?.[locale];
          if (!hasWords(typed) && others.some((other) => hasWords(all[other]))) {
            notes.push(h("p", { key: "waiting", className: "cms-waiting" }, fillTemplate(words.waitingForWords, { language: languageName(locale) })));
          }
          if (typeof source === "string") {
            const now = others.map((other) => all[other]).find(hasWords);
            notes.push(
              h(
                "div",
                { key: "review", className: "cms-review", "data-review": "" },
                h("p", { className: "cms-review__heading" }, h("strong", null, words.toReviewHeading), " ", fillTemplate(words.toReviewText, { language: languageName(locale), source: languageName(others[0]) })),
                h(
                  "dl",
                  null,
                  h("dt", null, words.before),
                  h("dd", { lang: others[0] }, source),
                  h("dt", null, words.now),
                  h("dd", { lang: others[0] }, String(now ?? "")),
                ),
                h("button", { type: "button", onClick: this.markReviewed }, words.markReviewed),
              ),
            );
          }
          for (const other of others) {
            notes.push(
              h(
                "p",
                { key: `other-${other}`, className: "cms-other-language" },
                h("span", { className: "cms-other-language__name" }, `${capitalised(languageName(other), env.uiLocale)}:`),
                " ",
                hasWords(all[other]) ? h("span", { lang: other }, String(all[other])) : h("em", null, words.noWordsYet),
              ),
            );
          }
        } else if (name === "select") {
          control = this.props.field.get("multiple") ? this.choices(this.shown()) : this.select(this.shown(), (value) => this.changeValue(value));
        } else {
          control = h(base.control, { ...this.props, value: this.shown(), onChange: this.changeValue, ref: this.keep, setInactiveStyle: this.settle });
          if (locale !== env.defaultLocale) notes.push(h("p", { key: "same", className: "cms-same" }, words.sameInEveryLanguage));
        }
        if (rules.maxLength !== undefined) {
          const counted = lengthWords(typeof typed === "string" ? typed : "", rules.maxLength, env);
          notes.push(h("p", { key: "count", className: "cms-count", "data-over": counted.over ? "" : undefined, "aria-live": "polite" }, counted.text));
        }
        // A format checked as it is typed, once the person has left the field (not at the first letter).
        const problem = this.leafState().left && rules.format ? valueProblem(typed, this.label(), rules, env) : null;
        if (problem) notes.push(h("p", { key: "problem", className: "cms-field-problem", role: "alert" }, problem));
        if (rules.describes === "photo" && !hasWords(typed)) notes.push(h("p", { key: "describe", className: "cms-describe", role: "status" }, words.altAgain));
        // Always the same element around the control: a note appearing must not draw the input anew (it would lose the focus).
        return h("div", { className: "cms-field", ref: this.keepDrawn }, control, ...notes);
      },
    });
  }

  /** A list's or an object's state: its key (drawn afresh after an undo). */
  interface ContainerState extends Typed {
    drawn: number;
  }

  /** A list or an object: one for every language, its items summarised in the form's language; a new photo's description asked again. */
  function container(name: "list" | "object", base: DecapWidget) {
    return createClass({
      ...common,
      statics: { contextType: context },
      getInitialState() {
        // Decap's own control is drawn afresh under a new key after an undo (its items' keys are its own state).
        return { drawn: 0 };
      },
      containerState(): ContainerState {
        return this.state as unknown as ContainerState;
      },
      /** The top field shows the file as a save wrote it (./keepSaves.ts), at once, as a change is. */
      show(value: unknown) {
        const before = this.shown();
        this.changeValue(typeof value === "object" && value !== null ? immutableFrom(value, this.props.field) : value);
        this.drawAgain(before, value);
      },
      box: null as HTMLElement | null,
      observer: undefined as MutationObserver | undefined,
      componentDidMount() {
        common.componentDidMount.call(this as never);
        if (name !== "list" || !this.box) return;
        // Decap opens and closes items, and draws new ones, without this control drawing again.
        this.observer = new MutationObserver(() => this.nameControls());
        this.observer.observe(this.box, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
        this.nameControls();
      },
      componentDidUpdate(before: { value?: unknown }) {
        this.followProps(before);
        this.nameControls();
      },
      componentWillUnmount() {
        common.componentWillUnmount.call(this as never);
        this.observer?.disconnect();
        env.undo.forget(this);
      },
      /** Decap's list keeps one key per item from when it was drawn: a value shown with other lists' lengths draws it anew. */
      drawAgain(before: unknown, value: unknown) {
        if (lengths(value) !== lengths(plain(before))) this.drawAnew();
      },
      /** Draws Decap's own control afresh, under a new key; `then`, once it is drawn. */
      drawAnew(then?: () => void) {
        this.setState((state) => ({ drawn: (state as unknown as ContainerState).drawn + 1 }), then);
      },
      isValid() {
        return { error: false };
      },
      // Decap checks a list's or an object's fields through its control's `validate`.
      validate() {
        this.inner?.validate?.();
      },
      /** Decap's focus(path): into the item; a path that is an item's number ends on that item, in view. */
      focus(path?: string) {
        this.inner?.focus?.(path);
        if (name === "list" && path !== undefined && /^\d+$/.test(path)) window.requestAnimationFrame(() => window.setTimeout(() => this.focusItem(Number(path)), 0));
      },
      /** A list of texts (one field per item, not an object). */
      holdsTexts(): boolean {
        return name === "list" && Boolean(this.props.field.get("field")) && !this.props.field.get("fields");
      },
      /** The field as Decap draws it: a list's items summarised by their words in the form's language, counted with their own noun. */
      drawnField(): Immutable {
        const { summary, items } = rulesOf(this.props.field);
        let field = this.props.field;
        if (name !== "list") return field;
        // "4 items", not "4 what it includes" (Decap counts a list's items with its label).
        if (items) field = field.set("label", items);
        if (!summary) return field;
        const words = summary.language ? `.${env.form.chosen()}` : "";
        // A text of a list of texts reaches Decap inside a map of its own (wrappedTexts).
        return field.set("summary", `{{fields.${summary.field}${this.holdsTexts() ? `.${summary.field}` : ""}${words}}}`);
      },
      /** What Decap is given as the value: a list of texts with each text inside a map of its own. */
      drawnValue(): unknown {
        return this.holdsTexts() ? wrappedTexts(this.shown(), this.props.field) : this.shown();
      },
      /**
       * A list changed: a photo's description asked again, an item moved told to screen readers.
       * `move`: the item and its new place, when this control moved it (a swap of two neighbours reads either way).
       */
      changeList(changed: unknown, metadata?: unknown, move?: { item: unknown; to: number }) {
        const next = this.holdsTexts() ? unwrappedTexts(changed, this.props.field) : changed;
        const before = this.shown();
        // An item of this list deleted by its ×, which went with it: the focus to the item now in its place.
        if (isImmutable(next) && isImmutable(before) && (next.size ?? 0) === (before.size ?? 0) - 1) {
          const deleted = deletionBetween(plain(before), plain(next));
          if (deleted) window.requestAnimationFrame(() => this.focusAfterDeletion(deleted.index));
        }
        const moved = isImmutable(next) && isImmutable(before) && next.size === before.size ? (move ?? movedItem(before, next)) : null;
        if (moved && isImmutable(next)) {
          const { summary } = rulesOf(this.props.field);
          const item = moved.item;
          const words = summary ? plain(isImmutable(item) && !this.holdsTexts() ? item.get(summary.field) : item) : undefined;
          const title = summary?.language && typeof words === "object" && words !== null ? (words as Words)[env.form.chosen()] : words;
          env.announce(fillTemplate(env.words.interface.moved, { item: typeof title === "string" && title ? title : String(this.props.field.get("label_singular") ?? ""), position: moved.to + 1, count: next.size ?? 0 }));
        }
        // A move replaces no photo: each keeps its description and its mark as it goes.
        if (rulesOf(this.props.field).type === "Photo" && !moved && isImmutable(next) && isImmutable(before)) {
          let asked = next;
          for (let index = 0; index < (next.size ?? 0); index += 1) {
            const was = before.get(index);
            const now = next.get(index);
            if (!isImmutable(was) || !isImmutable(now)) continue;
            if (now.get("file") === was.get("file") || was.get("file") === undefined) continue;
            if (now.get("alt") === was.get("alt") && now.get("alt")) asked = asked.setIn([index, "alt"], undefined);
            // Another photo is not the sample photo the mark was for (src/content/launchCheck.ts).
            const photo = asked.get(index);
            if (isImmutable(photo) && photo.get("placeholder") !== undefined) asked = asked.setIn([index], photo.delete("placeholder"));
          }
          return this.commit(asked, [], metadata);
        }
        return this.commit(next, [], metadata);
      },
      /** A photo: a new file gets its description asked again, in every language, and is no longer marked a sample photo. */
      changeField(field: Immutable, next: unknown, metadata?: unknown) {
        const value = this.shown();
        if (rulesOf(this.props.field).type === "Photo" && field.get("name") === "file" && isImmutable(value) && next !== value.get("file") && (value.get("alt") || value.get("placeholder") !== undefined)) {
          return this.changeValue(value.set("file", next).delete("alt").delete("placeholder"), metadata);
        }
        if (!this.context?.nested) this.noteDeletion(isImmutable(value) ? value.get(String(field.get("name"))) : undefined, next, [String(field.get("name"))]);
        // The object with this field changed, as Decap's Widget makes it (its onChangeObject), from
        // the value shown: a change to another field a moment before is in it.
        const object = (isImmutable(value) ? value : this.props.field.clear()).set(String(field.get("name")), next);
        return this.changeValue(object, metadata ? { [String(this.props.field.get("name"))]: metadata } : undefined);
      },
      /** Passes a list's change on to Decap; a form's top field first notes an item deleted anywhere inside it. */
      commit(next: unknown, at: readonly string[], metadata?: unknown) {
        if (!this.context?.nested) this.noteDeletion(this.shown(), next, at);
        return this.changeValue(next, metadata);
      },
      /**
       * An item deleted anywhere inside this top field (`at`: where `before` is in its value): kept
       * with a way back until the next save (./undoDeletions.ts), put back where it was, its list
       * drawn afresh and the item opened and in view.
       */
      noteDeletion(before: unknown, after: unknown, at: readonly string[]) {
        if (!isImmutable(before) || !isImmutable(after)) return;
        const found = deletionBetween(plain(before), plain(after));
        if (!found) return;
        const place = [...at, ...found.path];
        const list = found.path.length > 0 ? before.getIn(found.path) : before;
        if (!isImmutable(list)) return;
        const item = list.get(found.index);
        const listDefinition = fieldAt(this.props.field, place);
        const label = String(listDefinition?.get("label_singular") ?? listDefinition?.get("label") ?? "");
        const isText = Boolean(listDefinition?.get("field")) && !listDefinition?.get("fields");
        const named = itemName(plain(item), found.index, label, env.form.chosen(), isText, env.words);
        env.undo.record({
          owner: this,
          name: named,
          restore: () => {
            const value = this.shown();
            const inside = place.length > 0 && isImmutable(value) ? value.getIn(place) : value;
            if (!isImmutable(inside) || typeof inside.insert !== "function") return false;
            const at = Math.min(found.index, inside.size ?? 0);
            const restored = inside.insert(at, item);
            this.changeValue(place.length > 0 && isImmutable(value) ? value.setIn(place, restored) : restored);
            const path = [...place, at].join(".");
            this.drawAnew(() => window.requestAnimationFrame(() => window.setTimeout(() => this.focus(path), 0)));
            return true;
          },
        });
      },
      /** The list's items named in the editor's words, each control for the item it acts on (./listItems.ts). */
      nameControls() {
        const root = this.box?.firstElementChild;
        const value = this.shown();
        if (name !== "list" || !root || !isImmutable(value)) return;
        const items = (plain(value) as unknown[]) ?? [];
        const label = String(this.props.field.get("label_singular") ?? this.props.field.get("label") ?? "");
        const names = items.map((item, index) => itemName(item, index, label, env.form.chosen(), this.holdsTexts(), env.words));
        nameListControls(root, names, String(this.props.field.get("label") ?? ""), env.uiLocale, env.words);
      },
      /** An item of this list, opened by Decap: its text (a list of texts) or the button that opens it, focused in view. */
      focusItem(index: number) {
        const item = this.listItems()[index];
        const target = (this.holdsTexts() ? item?.querySelector<HTMLElement>("textarea, input") : null) ?? item?.firstElementChild?.querySelector<HTMLElement>("button");
        target?.scrollIntoView({ block: "center" });
        target?.focus();
      },
      /** After a deletion, if the focus went with the item: the item now at its place, or the one before, or the list's own buttons. */
      focusAfterDeletion(index: number) {
        const active = document.activeElement;
        if (active && active !== document.body && active.isConnected) return;
        const items = this.listItems();
        const item = items[Math.min(index, items.length - 1)];
        const target = item?.firstElementChild?.querySelector<HTMLElement>("button") ?? this.box?.firstElementChild?.firstElementChild?.querySelector<HTMLElement>(":scope > button");
        target?.focus();
      },
      /** The items Decap draws for this list now (after a redraw, in its new elements). */
      listItems(): Element[] {
        const root = this.box?.firstElementChild;
        return root ? listItemsOf(root) : [];
      },
      /**
       * An arrow key on an item's drag handle moves the item one place in the list's value, as a drag's
       * change does, and keeps the focus on its handle in its new place, so the next press moves it on
       * (./listItems.ts keyboardMove). Decap's list is drawn afresh, its items closed.
       */
      moveByKey(event: { key: string; target: EventTarget | null; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; preventDefault(): void; stopPropagation(): void }) {
        const root = this.box?.firstElementChild;
        const value = this.shown();
        const move = root && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey ? keyboardMove(root, event.target, event.key) : null;
        if (!move || !isImmutable(value) || typeof value.insert !== "function") return;
        event.preventDefault();
        // A list inside an item moves its own items: the lists around it leave the key alone.
        event.stopPropagation();
        const item = value.get(move.from);
        const moved = value.delete(move.from);
        if (typeof moved.insert !== "function") return;
        this.changeList(moved.insert(move.to, item), undefined, { item, to: move.to });
        // Decap keeps a key per item from when it drew the list: drawn afresh, its items follow the new order.
        this.drawAnew(() => window.requestAnimationFrame(() => dragHandleOf(this.listItems()[move.to])?.focus()));
      },
      keepBox(element: HTMLElement | null) {
        this.box = element;
      },
      render() {
        const provided: FormContext = { nested: true };
        const props = { ...this.props, field: this.drawnField(), ref: this.keep, key: this.containerState().drawn, ...(name === "list" ? { value: this.drawnValue(), onChange: this.changeList } : { value: this.shown(), onChangeObject: this.changeField }) };
        const control = h(context.Provider, { value: provided }, h(base.control, props));
        return name === "list" ? h("div", { ref: this.keepBox, className: "cms-list", onKeyDown: this.moveByKey }, control) : control;
      },
    });
  }

  for (const name of ["string", "text", "number", "select", "boolean", "datetime", "image"]) {
    const base = decap.CMS.getWidget(name);
    if (!base) throw new Error(`Decap CMS has no ${name} widget`);
    decap.CMS.registerWidget(name, leaf(name, base), base.preview, base.schema);
  }
  for (const name of ["list", "object"] as const) {
    const base = decap.CMS.getWidget(name);
    if (!base) throw new Error(`Decap CMS has no ${name} widget`);
    decap.CMS.registerWidget(name, container(name, base), base.preview, base.schema);
  }
}

/**
 * Decap's object control reads a one-field list's item as `item.get(name)` whenever the item is a
 * map (decap-cms-widget-object, ObjectControl `controlFor`), and a text's words are a map (`en`,
 * `es`): a list of texts opened empty, and a text typed in lost its other language. So each text
 * is handed to Decap inside a map of its own, under the item field's name, and taken out again.
 */
export function wrappedTexts(value: unknown, list: Immutable): unknown {
  const name = String(list.getIn(["field", "name"]));
  return isImmutable(value) && value.map ? value.map((item) => list.clear().set(name, item)) : value;
}

/** A list of texts as Decap changed it, each text out of its map again (items Decap set itself are texts already). */
export function unwrappedTexts(value: unknown, list: Immutable): unknown {
  const name = String(list.getIn(["field", "name"]));
  const wrapped = (item: unknown): item is Immutable => isImmutable(item) && item.size === 1 && Boolean(item.has?.(name));
  return isImmutable(value) && value.map ? value.map((item) => (wrapped(item) ? item.get(name) : item)) : value;
}

/** A field's definition at a place in its value (a list's items are its own fields): the list an item was deleted from. */
export function fieldAt(field: Immutable, place: readonly (string | number)[]): Immutable | undefined {
  let current: Immutable | undefined = field;
  for (const step of place) {
    if (typeof step === "number" || !current) continue;
    const fields = current.get("fields");
    current = isImmutable(fields) && fields.find ? (fields.find((inner) => isImmutable(inner) && inner.get("name") === step) as Immutable | undefined) : undefined;
  }
  return current;
}

/** The lengths of a value's lists, at every depth, by where each list is: what Decap's list controls keep a key per item of. */
function lengths(value: unknown, at = ""): string {
  if (Array.isArray(value)) return `${at}:${value.length};${value.map((item, index) => lengths(item, `${at}/${index}`)).join("")}`;
  if (typeof value === "object" && value !== null) return Object.keys(value).sort().map((key) => lengths((value as Record<string, unknown>)[key], `${at}/${key}`)).join("");
  return "";
}

/** The one item moved between two versions of a list of the same items, if that is the change. */
export function movedItem(before: { get(index: number): unknown; size?: number }, after: { get(index: number): unknown; size?: number }): { item: unknown; from: number; to: number } | null {
  const size = before.size ?? 0;
  if (size !== (after.size ?? 0) || size < 2) return null;
  const same = (a: unknown, b: unknown): boolean => a === b || (isImmutable(a) && typeof a.equals === "function" && a.equals(b));
  let from = 0;
  while (from < size && same(before.get(from), after.get(from))) from += 1;
  if (from === size) return null;
  let end = size - 1;
  while (end > from && same(before.get(end), after.get(end))) end -= 1;
  // Moved down: before[from] is now at `end`, the others shifted up by one.
  if (same(before.get(from), after.get(end))) {
    for (let index = from; index < end; index += 1) if (!same(before.get(index + 1), after.get(index))) return null;
    return { item: before.get(from), from, to: end };
  }
  // Moved up: before[end] is now at `from`.
  if (same(before.get(end), after.get(from))) {
    for (let index = from + 1; index <= end; index += 1) if (!same(before.get(index - 1), after.get(index))) return null;
    return { item: before.get(end), from: end, to: from };
  }
  return null;
}

import type { DecapGlobals, DecapWidget } from "./decap";
import { formatRules, normaliseText, pageRule, type FieldRules, type TextFormat } from "../../content/fieldRules";
import type { EditorWords } from "../../content/editorWords";
import type { ContentModel, FieldKind } from "../../content/modelTypes";
import { fillTemplate } from "../../lib/template";

/**
 * The editor's fields, each Decap's own control inside one of ours (registered again under its
 * name, Decap's public widget API), so that what a person sees in either language is what is saved:
 *
 *  - a value that is not language (a photo, a number, a choice, an address, a link's page) is shown
 *    in Spanish as set in English, read-only, never an input whose change would be thrown away;
 *    the Spanish form takes the English values at once (a list's items too, which Decap's own
 *    `i18n: duplicate` does not reach), so its preview shows what will be written;
 *  - a text is trimmed of surrounding and invisible spaces when the person leaves it, made one
 *    paragraph where the page shows one, its length counted as it is typed where the design holds
 *    a length, and its format (an address, a time, a page of the site) checked beside the field,
 *    in the editor's language, before Decap saves (a control's `isValid`);
 *  - a photo replaced asks for its description again.
 *
 * The rules come from the content model, in each field's `content_rules` (plugins/editor/cmsConfig.ts).
 * Decap gives its top fields the language being written (`locale`), not the fields inside a list's
 * items: our lists and objects pass it down in a React context.
 */

export interface FieldWidgetEnv {
  readonly defaultLocale: string;
  /** The interface language and its words (data/editor.yaml). */
  readonly uiLocale: string;
  readonly words: EditorWords;
  /** The site's pages, which a link to a page of this site must name. */
  readonly routes: readonly string[];
  readonly model: ContentModel;
}

/** What a field's `content_rules` hold (plugins/editor/cmsConfig.ts). */
export interface ContentRules extends FieldRules {
  /** Whether the field's values are words of their language. */
  language?: boolean;
  /** An object's type, or a list's item type, in the content model ("Photo", "Program"). */
  type?: string;
  /** The field describes a photo for people who cannot see it (Photo.alt). */
  describes?: "photo";
}

/** What our lists and objects tell the fields inside them. */
interface FormContext {
  readonly locale?: string;
  /** Inside a field of ours (so not a form's top field). */
  readonly nested: boolean;
}

/** Decap's Immutable values, as far as these controls use them. */
interface Immutable {
  get(key: string | number): unknown;
  getIn(path: readonly (string | number)[]): unknown;
  set(key: string | number, value: unknown): Immutable;
  setIn(path: readonly (string | number)[], value: unknown): Immutable;
  toJS?(): unknown;
  size?: number;
}
const isImmutable = (value: unknown): value is Immutable => typeof value === "object" && value !== null && typeof (value as Immutable).getIn === "function";
const plain = (value: unknown): unknown => (isImmutable(value) && value.toJS ? value.toJS() : value);

interface ControlProps {
  field: Immutable;
  value: unknown;
  locale?: string;
  onChange: (value: unknown, metadata?: unknown) => void;
  onChangeObject?: (field: Immutable, value: unknown, metadata?: unknown) => void;
  setInactiveStyle?: () => void;
  getAsset?: (path: string, field?: unknown) => unknown;
  getEntry?: () => Immutable | undefined;
  classNameWrapper?: string;
  forID?: string;
  isDisabled?: boolean;
  [prop: string]: unknown;
}

interface WrappedControl {
  isValid?: () => unknown;
  getValidateValue?: () => unknown;
  focus?: (path?: string) => void;
}

interface ControlInstance {
  props: ControlProps;
  context: FormContext | undefined;
  inner: WrappedControl | null;
  keep(inner: WrappedControl | null): void;
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
 * What is wrong with a field's own value, in the editor's words, or null: the format after
 * trimming, the length the design holds. Emptiness is Decap's own check (its "required").
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

/**
 * The places under a value where the English differs in a value that is not language, with the
 * English value: what the other language takes from it. Items are matched by position; a list of
 * another length is the content check's to name.
 */
export function followedChanges(english: unknown, other: unknown, kind: FieldKind, model: ContentModel, at: (string | number)[] = []): [(string | number)[], unknown][] {
  if (kind.kind === "list") {
    if (!isImmutable(english) || !isImmutable(other)) return [];
    if (kind.of.kind !== "object") return [];
    const length = Math.min(english.size ?? 0, other.size ?? 0);
    const changes: [(string | number)[], unknown][] = [];
    for (let index = 0; index < length; index += 1) changes.push(...followedChanges(english.get(index), other.get(index), kind.of, model, [...at, index]));
    return changes;
  }
  if (kind.kind !== "object" || !isImmutable(english) || !isImmutable(other)) return [];
  const type = model.types[kind.type];
  if (!type) return [];
  return type.fields.flatMap((field): [(string | number)[], unknown][] => {
    if (field.rules?.perLanguage) return [];
    const a = english.get(field.name);
    const b = other.get(field.name);
    const leaf = field.type.kind === "list" ? field.type.of : field.type;
    if (leaf.kind === "object") return followedChanges(a, b, field.type, model, [...at, field.name]);
    const language = leaf.kind === "string" && !field.rules?.same;
    if (language || a === undefined) return [];
    return JSON.stringify(plain(a)) === JSON.stringify(plain(b)) ? [] : [[[...at, field.name], a]];
  });
}

/** Registers our control around Decap's for every widget the content model uses. */
export function registerFieldWidgets(decap: DecapGlobals, env: FieldWidgetEnv): void {
  const context = decap.createContext<FormContext | undefined>(undefined);
  const { h } = decap;
  // Our controls' methods see Decap's control props and our context.
  const createClass = decap.createClass as unknown as <Spec>(spec: Spec & ThisType<Spec & ControlInstance>) => unknown;
  const words = env.words.interface;

  /** A value set in English, shown in another language as it will be saved. */
  function setInEnglish(instance: ControlInstance, kind: string) {
    const { value, classNameWrapper, forID, getAsset, field } = instance.props;
    let shown: unknown;
    if (kind === "image" && typeof value === "string" && value) {
      const asset = getAsset?.(value, field);
      shown = [h("img", { key: "photo", src: String(asset ?? ""), alt: "", className: "cms-set-in-english__photo" }), h("span", { key: "name" }, value.replace(/^.*\//, ""))];
    } else if (kind === "list") {
      const items = (plain(value) as unknown[] | undefined) ?? [];
      shown = items.length ? h("ul", null, ...items.map((item, index) => h("li", { key: index }, String(item)))) : words.empty;
    } else if (typeof value === "boolean") {
      shown = value ? words.yes : words.no;
    } else {
      shown = value === undefined || value === null || value === "" ? words.empty : String(plain(value));
    }
    return h(
      "div",
      { id: forID, className: `${classNameWrapper ?? ""} cms-set-in-english`, "data-set-in-english": "" },
      h("div", { className: "cms-set-in-english__value" }, shown),
      h("p", { className: "cms-set-in-english__note" }, h("strong", null, words.setInEnglish), " ", words.setInEnglishNote),
    );
  }

  const common = {
    inner: null as WrappedControl | null,
    keep(this: ControlInstance, inner: WrappedControl | null) {
      this.inner = inner;
    },
    getValidateValue(this: ControlInstance) {
      return this.inner?.getValidateValue?.();
    },
    focus(this: ControlInstance, path?: string) {
      this.inner?.focus?.(path);
    },
    formLocale(this: ControlInstance): string {
      return this.props.locale ?? this.context?.locale ?? env.defaultLocale;
    },
  };

  /** A field holding one value: text, a number, a choice, a date, yes or no, a photo. */
  function leaf(name: string, base: DecapWidget) {
    return createClass({
      ...common,
      statics: { contextType: context },
      // Decap's Widget asks its control's ref: a photo picked in the library arrives in another
      // prop (mediaPaths), and the language of a list's items in our context.
      shouldComponentUpdate() {
        return true;
      },
      readOnly(): boolean {
        return this.formLocale() !== env.defaultLocale && this.props.field.get("i18n") === "duplicate";
      },
      isValid() {
        if (this.readOnly()) return { error: false };
        const label = String(this.props.field.get("label") ?? this.props.field.get("name"));
        const problem = valueProblem(this.props.value, label, rulesOf(this.props.field), env);
        if (problem) return { error: { type: "CUSTOM", message: problem } };
        return this.inner?.isValid ? this.inner.isValid() : { error: false };
      },
      /** Leaving a text: written as it will be saved and shown (trimmed, one paragraph). */
      settle() {
        const { value } = this.props;
        if (typeof value === "string") {
          const settled = normaliseText(value, rulesOf(this.props.field));
          if (settled !== value) this.props.onChange(settled);
        }
        this.props.setInactiveStyle?.();
      },
      render() {
        if (this.readOnly()) return setInEnglish(this, name);
        const rules = rulesOf(this.props.field);
        const control = h(base.control, { ...this.props, ref: this.keep, setInactiveStyle: this.settle });
        const notes: unknown[] = [];
        if (rules.maxLength !== undefined) {
          const counted = lengthWords(typeof this.props.value === "string" ? this.props.value : "", rules.maxLength, env);
          notes.push(h("p", { key: "count", className: "cms-count", "data-over": counted.over ? "" : undefined, "aria-live": "polite" }, counted.text));
        }
        if (rules.describes === "photo" && !this.props.value) notes.push(h("p", { key: "describe", className: "cms-describe", role: "status" }, words.altAgain));
        return notes.length ? h("div", null, control, ...notes) : control;
      },
    });
  }

  /** A list or an object: passes the language on, takes the English values in another language, asks a new photo's description. */
  function container(name: "list" | "object", base: DecapWidget) {
    return createClass({
      ...common,
      statics: { contextType: context },
      componentDidMount() {
        this.follow();
      },
      componentDidUpdate() {
        this.follow();
      },
      shouldComponentUpdate() {
        return true;
      },
      isValid() {
        return this.inner?.isValid ? this.inner.isValid() : { error: false };
      },
      /** A list of values that are not language (ids, places): set in English as a whole. */
      readOnly(): boolean {
        const rules = rulesOf(this.props.field);
        return name === "list" && !rules.type && rules.language === false && this.formLocale() !== env.defaultLocale;
      },
      /** In another language, a form's top field takes the English values that are not language, at once. */
      follow() {
        const locale = this.formLocale();
        if (this.context?.nested || locale === env.defaultLocale || !this.props.getEntry) return;
        const rules = rulesOf(this.props.field);
        if (!rules.type) return;
        const english = this.props.getEntry()?.getIn(["data", String(this.props.field.get("name"))]);
        const kind: FieldKind = name === "list" ? { kind: "list", of: { kind: "object", type: rules.type } } : { kind: "object", type: rules.type };
        const changes = followedChanges(english, this.props.value, kind, env.model);
        if (changes.length === 0 || !isImmutable(this.props.value)) return;
        this.props.onChange(changes.reduce<Immutable>((value, [at, english]) => value.setIn(at, english), this.props.value));
      },
      /** A list of photos: an item whose photo changed while its description did not gets its description asked again. */
      changeList(next: unknown, metadata?: unknown) {
        const before = this.props.value;
        if (rulesOf(this.props.field).type === "Photo" && isImmutable(next) && isImmutable(before)) {
          let asked = next;
          for (let index = 0; index < (next.size ?? 0); index += 1) {
            const was = before.get(index);
            const now = next.get(index);
            if (!isImmutable(was) || !isImmutable(now)) continue;
            if (now.get("file") !== was.get("file") && now.get("alt") === was.get("alt") && now.get("alt")) asked = asked.setIn([index, "alt"], "");
          }
          return this.props.onChange(asked, metadata);
        }
        return this.props.onChange(next, metadata);
      },
      /** A photo: a new file gets its description asked again. */
      changeField(field: Immutable, next: unknown, metadata?: unknown) {
        const value = this.props.value;
        if (rulesOf(this.props.field).type === "Photo" && field.get("name") === "file" && isImmutable(value) && next !== value.get("file") && value.get("alt")) {
          return this.props.onChange(value.set("file", next).set("alt", ""), metadata);
        }
        return this.props.onChangeObject?.(field, next, metadata);
      },
      render() {
        if (this.readOnly()) return setInEnglish(this, "list");
        const provided: FormContext = { locale: this.formLocale(), nested: true };
        const props = { ...this.props, ref: this.keep, ...(name === "list" ? { onChange: this.changeList } : { onChangeObject: this.changeField }) };
        return h(context.Provider, { value: provided }, h(base.control, props));
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

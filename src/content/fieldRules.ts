import { isEnumType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLField, type GraphQLOutputType } from "graphql";
import { deepFreeze } from "./deepFreeze";

/**
 * A field's rules, written beside it in the content model (./schema.ts) as directives and read
 * from there by the content check (./validateContent.ts), the editor's configuration
 * (plugins/editor/cmsConfig.ts), the editor's own field checks and the canonical writer (through
 * the model's JSON, ./contentModel.ts). A directive the schema does not declare fails to build.
 */

/** The shapes a text can be held to. `page` is a page of this site (its address, /contact#volunteer). */
export const textFormats = ["email", "webAddress", "slug", "clockTime", "phone", "page"] as const;
export type TextFormat = (typeof textFormats)[number];

/**
 * What makes a value a placeholder the public must not read as true (./launchCheck.ts), on the
 * field that holds it: `example`, an example value (an address at a reserved example domain,
 * example.org…, or a text naming an "Example"); `ownPage`, a social network's home page rather
 * than the organisation's page on it (or an example); `samplePhoto`, a yes/no ticked on a sample
 * photo; `consent`, a yes/no that must be ticked (a testimonial's real words, shared with consent);
 * `answer`, the organisation's answer to a family's question, empty in every language (the page
 * says to ask meanwhile, so the list only warns).
 */
export const launchChecks = ["example", "ownPage", "samplePhoto", "consent", "answer"] as const;
export type LaunchCheck = (typeof launchChecks)[number];

export interface FieldRules {
  /** Not language: the same in every language block (an address, an id, a name). */
  same?: true;
  /** In another language, ends with the English subject in brackets. */
  mailSubject?: true;
  format?: TextFormat;
  range?: { min: number; max: number };
  /** The most characters the design holds. */
  maxLength?: number;
  /** A list each language has its own of (its items need not match the other languages'). */
  perLanguage?: true;
  /** A text whose line breaks are kept (an e-mail's); any other text is one paragraph on the page. */
  lines?: true;
  /** A date that says when the file's other fields last changed: the editor sets it to today when they do. */
  stamp?: true;
  /**
   * A placeholder until launch (./launchCheck.ts); `at`: the sibling field the coordinator is sent
   * to (a sample photo's file); `described`: the sibling field that describes it (a photo's
   * description, which a sample's opens with "Sample photo:").
   */
  beforeLaunch?: { check: LaunchCheck; at?: string; described?: string };
}

/** The directives, as graphql-js and Gatsby's createFieldExtension declare them. */
export const ruleDirectives = `
  directive @same on FIELD_DEFINITION
  directive @mailSubject on FIELD_DEFINITION
  directive @format(as: String!) on FIELD_DEFINITION
  directive @range(min: Int!, max: Int!) on FIELD_DEFINITION
  directive @length(max: Int!) on FIELD_DEFINITION
  directive @perLanguage on FIELD_DEFINITION
  directive @lines on FIELD_DEFINITION
  directive @stamp on FIELD_DEFINITION
  directive @beforeLaunch(check: String!, at: String, described: String) on FIELD_DEFINITION
`;

/** The directives' names and arguments, for Gatsby's createFieldExtension (plugins/content/gatsby-node.ts). */
export const ruleExtensions: Record<string, Record<string, string>> = {
  same: {},
  mailSubject: {},
  format: { as: "String!" },
  range: { min: "Int!", max: "Int!" },
  length: { max: "Int!" },
  perLanguage: {},
  lines: {},
  stamp: {},
  beforeLaunch: { check: "String!", at: "String", described: "String" },
};

type Argument = { name: { value: string }; value: { kind: string; value?: string } };

/** Each field's rules, read from its directives once: every check asks for them on every value. */
const rulesOfField = new WeakMap<GraphQLField<unknown, unknown>, Readonly<FieldRules>>();

/** The rules of a field of the content model, from its directives (frozen: the same object each time). */
export function fieldRules(field: GraphQLField<unknown, unknown>): Readonly<FieldRules> {
  let rules = rulesOfField.get(field);
  if (!rules) {
    rules = deepFreeze(readRules(field));
    rulesOfField.set(field, rules);
  }
  return rules;
}

function readRules(field: GraphQLField<unknown, unknown>): FieldRules {
  const rules: FieldRules = {};
  for (const directive of field.astNode?.directives ?? []) {
    const args = Object.fromEntries(((directive.arguments ?? []) as readonly Argument[]).map((arg) => [arg.name.value, arg.value.value]));
    switch (directive.name.value) {
      case "same":
        rules.same = true;
        break;
      case "mailSubject":
        rules.mailSubject = true;
        break;
      case "format":
        if (!(textFormats as readonly string[]).includes(String(args.as))) throw new Error(`${field.name}: @format(as: "${args.as}") is none of ${textFormats.join(", ")}`);
        rules.format = args.as as TextFormat;
        break;
      case "range":
        rules.range = { min: Number(args.min), max: Number(args.max) };
        break;
      case "length":
        rules.maxLength = Number(args.max);
        break;
      case "perLanguage":
        rules.perLanguage = true;
        break;
      case "lines":
        rules.lines = true;
        break;
      case "stamp":
        rules.stamp = true;
        break;
      case "beforeLaunch":
        if (!(launchChecks as readonly string[]).includes(String(args.check))) throw new Error(`${field.name}: @beforeLaunch(check: "${args.check}") is none of ${launchChecks.join(", ")}`);
        rules.beforeLaunch = { check: args.check as LaunchCheck, ...(args.at ? { at: String(args.at) } : {}), ...(args.described ? { described: String(args.described) } : {}) };
        break;
      default:
        break;
    }
  }
  return rules;
}

/** The innermost type of a field: past `!` and lists. */
export function leafType(type: GraphQLOutputType): GraphQLOutputType {
  const inner = isNonNullType(type) ? type.ofType : type;
  return isListType(inner) ? leafType(inner.ofType) : inner;
}

/**
 * Whether a field's values are words of their language (edited in each language), or the same in
 * every language: numbers, choices, dates, yes/no, photo files and texts marked @same.
 */
export function isLanguageField(field: GraphQLField<unknown, unknown>): boolean {
  let answer = languageFields.get(field);
  if (answer === undefined) {
    const leaf = leafType(field.type);
    answer = !isObjectType(leaf) && !isEnumType(leaf) && isScalarType(leaf) && (leaf.name === "String" || leaf.name === "ID") && !fieldRules(field).same;
    languageFields.set(field, answer);
  }
  return answer;
}

/** Each field's answer, found once: every check asks it of every value. */
const languageFields = new WeakMap<GraphQLField<unknown, unknown>, boolean>();

/** Characters that show nothing: zero-width spaces and joiners, the byte-order mark. */
const invisible = "\\u200B-\\u200D\\u2060\\uFEFF";

/** Spaces and invisible characters at a text's start or end. */
const aroundText = new RegExp(`^[\\s${invisible}]+|[\\s${invisible}]+$`, "g");

/**
 * A text as it is written: without spaces or invisible characters before or after it (a pasted
 * " info@example.org" and one ending in a zero-width space are the address itself).
 */
export function trimText(text: string): string {
  return text.replace(aroundText, "");
}

/**
 * A text as it is written and shown: trimmed, and, unless its line breaks are kept (an e-mail's
 * text), each line break a space, since the page shows it as one paragraph (two pasted paragraphs
 * were saved with a break the page did not show).
 */
export function normaliseText(text: string, rules: Pick<FieldRules, "lines"> = {}): string {
  const trimmed = trimText(text);
  return rules.lines ? trimmed.replace(/[ \t]+$/gm, "") : trimmed.replace(/[ \t]*(\r\n|\r|\n)+[ \t]*/g, " ");
}

/** Each format's pattern (as Decap also takes it, a string) and, for the build's lines, what it asks for. */
export const formatRules: Record<Exclude<TextFormat, "page">, { pattern: string; description: string }> = {
  email: { pattern: `^[^\\s@${invisible}]+@[^\\s@${invisible}]+\\.[^\\s@${invisible}]+$`, description: "an e-mail address, like name@example.com" },
  webAddress: { pattern: `^https://[^\\s/${invisible}]+\\.[^\\s${invisible}]+$`, description: "a full web address starting with https://" },
  slug: { pattern: "^[a-z0-9]+(-[a-z0-9]+)*$", description: "lower-case letters, digits and single hyphens, like community-recognition" },
  clockTime: { pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$", description: "a time on the 24-hour clock, like 17:00" },
  phone: { pattern: "^\\+?[0-9(][0-9 ().-]{5,22}[0-9]$", description: "a phone number in digits, like (760) 555-0100" },
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A link to a page of this site: one of its routes, optionally with a trailing slash and a
 * `#section` or `?query`, as the check's normalisePath reads it.
 */
export function pageRule(routes: Iterable<string>): { pattern: string; description: string } {
  const sorted = [...routes].sort();
  const alternatives = sorted.map((route) => escapeRegExp(route === "/" ? "" : route)).join("|");
  return { pattern: `^(?:${alternatives})/?(?:[?#].*)?$`, description: `a page of this site: ${sorted.join(", ")}` };
}

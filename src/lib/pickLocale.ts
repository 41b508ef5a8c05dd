import type { Locale } from "./locales";

/** The copy of a content file in `locale`, from a static query's `all…Yaml { nodes }` (every file has one per language). */
export function pickLocale<Node extends { readonly locale: string }>(nodes: readonly Node[], locale: Locale, file: string): Node {
  const found = nodes.find((node) => node.locale === locale);
  if (!found) throw new Error(`${file} has no "${locale}" block`);
  return found;
}

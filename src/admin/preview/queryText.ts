/**
 * The `graphql` tag where Gatsby's compiler does not run (the editor's bundle, unit tests): the
 * query's text, and every fragment a module defines remembered, so a page's query can be run with
 * the fragments its sections own (./contentQueries.ts), as Gatsby runs it at build.
 */
const fragmentTexts = new Set<string>();

export function graphql(strings: TemplateStringsArray | readonly string[], ...values: unknown[]): string {
  const text = String.raw({ raw: strings }, ...values);
  if (/\bfragment\s+\w+\s+on\b/.test(text)) fragmentTexts.add(text);
  return text;
}

/** A query with every fragment seen so far (each module's fragments are tagged when it loads). */
export function withFragments(query: string): string {
  return [query, ...[...fragmentTexts].filter((text) => text !== query)].join("\n");
}

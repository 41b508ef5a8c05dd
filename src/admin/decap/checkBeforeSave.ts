import { validateContentFile } from "../../content/validateContent";
import { contentFilePath, yamlTypeFor } from "../../lib/contentFile";
import { defaultLocale, locales } from "../../lib/locales";
import { formatContent } from "../../content/canonicalYaml";
import type { ContentModel } from "../../content/modelTypes";
import { followDefaultLanguage } from "../../content/followDefaultLanguage";
import type { ImmutableMap } from "./decap";

/** Decap's event registry, as the check uses it. */
export interface SaveEventRegistry {
  registerEventListener(listener: { name: "preSave"; handler: (event: { entry: ImmutableMap }) => unknown }): void;
}

/** What a refused or a finished save does in the editor's page (./saveProblems.ts, ./editorLanguage.ts). */
export interface SaveFeedback {
  refused(problems: readonly string[]): void;
  saved(): void;
}

type ImmutableData = { toJS(): unknown } | undefined;

/**
 * The file an entry would be saved as: every language's block (Decap keeps the default
 * language's data in `data`, the others' under `i18n.<locale>.data`), written in the canonical
 * form the editor saves (./canonicalYaml.ts).
 */
function entryFileText(entry: ImmutableMap, model: ContentModel): { path: string; typeName: string; text: string } {
  const path = String(entry.get("path") ?? "");
  const typeName = yamlTypeFor(contentFilePath(path));
  const blocks = Object.fromEntries(
    locales.map((locale) => [locale, ((locale === defaultLocale ? entry.get("data") : entry.getIn(["i18n", locale, "data"])) as ImmutableData)?.toJS()]),
  );
  // As the editor's format will write it: what is not language follows English.
  const written = followDefaultLanguage(blocks, typeName, model, locales, defaultLocale);
  return { path, typeName, text: formatContent(written, typeName, model, { locales: [...locales] }) };
}

/**
 * The build's content check (src/content/validateContent.ts) on the whole entry, every language,
 * before Decap saves it: what the build would refuse (a blank Spanish text, a Spanish list out of
 * step with the English, an id used twice, a link to no page) is not saved, and the editor reads
 * the check's own lines in Decap's "Failed to persist entry" message instead of a failed build.
 * Photos are Decap's to pick from the media folders, so they are not looked for here.
 */
export function checkBeforeSave(cms: SaveEventRegistry, model: ContentModel, routes: readonly string[], feedback?: SaveFeedback): void {
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const { path, typeName, text } = entryFileText(entry, model);
      const problems = validateContentFile({ label: path, typeName, text }, { photoExists: () => true, routes: new Set(routes) });
      if (problems.length > 0) {
        feedback?.refused(problems);
        throw new Error(`not saved, ${problems.length === 1 ? "one problem" : `${problems.length} problems`} to fix first:\n${problems.join("\n")}`);
      }
      feedback?.saved();
      // Nothing returned: Decap saves the entry's data as it is.
      return undefined;
    },
  });
}

import path from "path";
import { dump } from "js-yaml";
import type { Locale } from "../../src/lib/locales";
import { readEditorWords } from "../content/editorWordsFile";
import { cmsConfig } from "./cmsConfig";
import { contentGroups } from "./contentFiles";

/** The configuration's file beside the editor, in an interface language: /admin/config.es.yml. */
export const configFileName = (locale: Locale): string => `config.${locale}.yml`;

/** The text of the editor's configuration for the content in `dataDir`, in an interface language (./publishEditor.ts writes one per language). */
export function cmsConfigYaml(dataDir: string, locale: Locale): string {
  const words = readEditorWords(dataDir)[locale];
  if (!words) throw new Error(`${path.join(path.basename(dataDir), "editor.yaml")} has no ${locale} block: the editor's words in that language`);
  const header = [
    "# Decap CMS (the content editor at /admin). Written by the build from the content model",
    "# (src/content/schema.ts), the editor's words (data/editor.yaml) and the files in data/",
    "# (plugins/editor/cmsConfigYaml.ts).",
  ].join("\n");
  return `${header}\n${dump(cmsConfig(contentGroups(dataDir, words), words, locale), { lineWidth: 120, noRefs: true })}`;
}

import type { Problem } from "../../content/problems";
import { contentProblemsElementId } from "../editorSetup";

/**
 * Content the build would refuse, found when the editor was opened under `npm run edit` (a file
 * edited by hand, a photo changed outside the editor): the editor still starts
 * (plugins/editor/developEditor.ts), and its page carries the problems, which the editor shows in
 * its own words in a notice (./notices.ts) until closed. None in a production build, which stops
 * on any problem.
 */
export function pageContentProblems(doc: Document): Problem[] {
  const text = doc.getElementById(contentProblemsElementId)?.textContent;
  if (!text) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed.filter((problem) => typeof problem === "object" && problem !== null && "code" in problem) as Problem[]) : [];
}

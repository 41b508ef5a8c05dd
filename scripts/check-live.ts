/**
 * `npm run check:live -- https://www.mevsmeyouth.org`: the published site, checked from outside
 * as anyone reaches it (src/lib/liveCheck.ts): the editor's login (Netlify Identity's settings:
 * registration closed, no external provider the organisation did not choose), the security
 * headers, whether it is published as live or not launched yet, and the editor's configuration.
 * One line per finding in the editor's English words (data/editor.yaml `live…`, as the editor's
 * "Live site" view says them); exits 1 while one needs changing. Run it after each setting changed
 * in Netlify, and after the launch (docs/launch.md).
 */
import path from "path";
import { checkLive, liveSiteAddress } from "../src/lib/liveCheck";
import { liveLine } from "../src/admin/decap/launchList";
import { liveExpectations } from "../plugins/site-finish/liveExpectations";
import { readEditorWords } from "../plugins/content/editorWordsFile";
import { configFileName } from "../plugins/editor/cmsConfigYaml";
import { defaultLocale, locales } from "../src/lib/locales";
import type { EditorWords } from "../src/content/editorWords";

const root = path.resolve(__dirname, "..");

/** What the command does, for its test: the site's address as given, and what it prints and exits with. */
export async function checkLiveCommand(given: string | undefined, output: { out: (text: string) => void; err: (text: string) => void }): Promise<number> {
  const site = given ? liveSiteAddress(given) : null;
  if (!site) {
    output.err(`Give the published site's address, starting with https://: npm run check:live -- https://www.your-domain.org${given ? ` (found "${given}")` : ""}\n`);
    return 2;
  }
  const words = readEditorWords(path.join(root, "data"))[defaultLocale] as EditorWords;
  const findings = await checkLive(site, fetch, await liveExpectations(root), locales.map((locale) => `/admin/${configFileName(locale)}`));
  output.out(`${site}\n\n`);
  for (const finding of findings) output.out(`${liveLine(finding, words)}\n`);
  const problems = findings.filter((finding) => finding.problem).length;
  if (problems > 0) {
    output.err(`\n${problems} thing(s) to change on the live site or in Netlify (docs/launch.md says where).\n`);
    return 1;
  }
  output.out("\nNothing to change.\n");
  return 0;
}

if (require.main === module) {
  void checkLiveCommand(process.argv[2], { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) }).then((code) => {
    process.exitCode = code;
  });
}

/**
 * The benchmark's no-script control: a copy of the built site whose pages hold no script, served
 * beside the site. Chromium 156 refuses Lighthouse's debugger when scripts are disabled in the
 * browser ("Debugger.enable: Script execution is prohibited"), and the pages' scripts are inline,
 * so no blocked address stops them: the copy leaves them out of the HTML instead.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Every <script> element but structured data (JSON-LD), which is not run. */
const script = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi;

/** A page's HTML without its scripts. */
export const withoutScripts = (html: string): string => html.replace(script, "");

/** `publicDir` copied to a new temporary folder, its pages without scripts: the folder (remove it after). */
export function noScriptCopy(publicDir: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "bench-no-script-"));
  fs.cpSync(publicDir, copy, { recursive: true });
  for (const file of fs.readdirSync(copy, { recursive: true }).map(String)) {
    if (!file.endsWith(".html") || file.startsWith("admin")) continue;
    const target = path.join(copy, file);
    fs.writeFileSync(target, withoutScripts(fs.readFileSync(target, "utf8")));
  }
  return copy;
}

/**
 * A whole content folder made of the unit tests' fixed copy (tests/fixtures/data): its YAML, the
 * editor's words (data/editor.yaml, which no editor edits) and a file for every photo it names
 * (data/photos' own where there is one, else a plain stand-in as wide as a photo must be): for
 * tests that run the content check, the editor's checks or its previews on content whose words and
 * places they say (data/ itself is an editor's to change; its tests derive what they expect).
 */
import fs from "fs";
import path from "path";
import { fixtureDataDir, siteDataDir } from "./content";

/** A stand-in photo, 1200 × 800 (src/content/photoRules.ts minimumPhotoWidth). */
const standIn = path.resolve(__dirname, "../fixtures/stand-in-photo.jpg");

/** Every photo file the fixed copy's YAML names (`file: photos/x.jpg`, `../photos/x.jpg`), by its name. */
export function fixturePhotoNames(): string[] {
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".yaml")) for (const match of fs.readFileSync(full, "utf8").matchAll(/photos\/([\w.-]+\.(?:jpe?g|png|webp|avif))/gi)) names.add(match[1]);
    }
  };
  walk(fixtureDataDir);
  return [...names].sort();
}

/** Writes the content folder into `target` (made if missing, e.g. `<scratch>/data`); returns it. */
export function fixtureContentFolder(target: string): string {
  fs.mkdirSync(target, { recursive: true });
  fs.cpSync(fixtureDataDir, target, { recursive: true });
  fs.copyFileSync(path.join(siteDataDir, "editor.yaml"), path.join(target, "editor.yaml"));
  fs.mkdirSync(path.join(target, "photos"), { recursive: true });
  for (const name of fixturePhotoNames()) {
    const own = path.join(siteDataDir, "photos", name);
    fs.copyFileSync(fs.existsSync(own) ? own : standIn, path.join(target, "photos", name));
  }
  return target;
}

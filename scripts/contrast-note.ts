/**
 * npm run contrast:note: rewrites the note of contrast ratios in src/theme/contrastPairs.ts from
 * the pairs themselves, after a colour or a pair changed (contrast.test.ts fails until it is).
 * It writes the ratios only: a pair below its minimum still fails the test.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contrastNote } from "../src/theme/contrastPairs";

const file = path.resolve(__dirname, "..", "src", "theme", "contrastPairs.ts");
const source = readFileSync(file, "utf8");
const marked = /(contrast-note:start[^\n]*\n)[\s\S]*?(\n \* contrast-note:end)/;
if (!marked.test(source)) {
  console.error(`${path.relative(process.cwd(), file)} has lost its contrast-note:start / contrast-note:end markers; put them back around the note.`);
  process.exit(1);
}
const updated = source.replace(marked, (_all, start: string, end: string) => start + contrastNote().join("\n") + end);
writeFileSync(file, updated);
console.log(updated === source ? "The contrast note was already up to date." : "Contrast note rewritten in src/theme/contrastPairs.ts.");

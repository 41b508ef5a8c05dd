/**
 * @jest-environment node
 *
 * docs/launch.md's table of the checks before launch is the gate's own list (plugins/content/launchGate.ts):
 * written from the same rules of the content model and words of the editor.
 */
import fs from "fs";
import path from "path";
import { launchChecksTable, launchDocsMarkers } from "../../plugins/content/launchGate";
import { readContentTexts } from "../../plugins/content/contentTree";

const root = path.resolve(__dirname, "../..");

it("docs/launch.md lists the checks the launch gate makes (npm run check:launch -- --docs writes it)", () => {
  const table = launchDocsMarkers.exec(fs.readFileSync(path.join(root, "docs", "launch.md"), "utf8"));
  expect(table).not.toBeNull();
  expect(fs.readFileSync(path.join(root, "docs", "launch.md"), "utf8")).toContain(launchChecksTable(readContentTexts(path.join(root, "data"))).join("\n"));
});

it("names in the table every field with a rule before launch", () => {
  const rows = launchChecksTable(readContentTexts(path.join(root, "data")));
  for (const field of ["Photo.placeholder", "SiteYaml.email", "PostalAddress.street", "SocialLink.url", "ExternalLink.url", "Testimonial.consented", "SiteYaml.shareImagePlaceholder"]) {
    expect(rows.some((row) => row.startsWith(`| \`${field}\``))).toBe(true);
  }
});

/** @jest-environment node */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { launchReport } from "./launchGate";
import { readContentTexts } from "./contentTree";
import { scratchFolders } from "../../tests/support/scratchFolders";
import { launchUrl, replacePlaceholders } from "../../tests/support/launchFixture";
import { localSiteUrl } from "../../src/lib/siteAddress";

const root = path.resolve(__dirname, "../..");
const dataDir = path.join(root, "data");
const scratch = scratchFolders();

const production = { kind: "production" as const, productionUrl: null, url: localSiteUrl };
const site = load(fs.readFileSync(path.join(dataDir, "site.yaml"), "utf8")) as { email: string; address: { street: string }; newsArticle: { url: string } };

describe("the launch gate over data/ as it is", () => {
  const report = launchReport(readContentTexts(dataDir), production);

  it("names every placeholder, each with its file, its field in the editor's words and what to put there", () => {
    const { blockers } = report;
    const line = (start: string, ...parts: string[]) => blockers.filter((found) => found.startsWith(start) && parts.every((part) => found.includes(part)));
    expect(line("Netlify: Blocks the launch: The site's address (set in Netlify): this build was given none, so its links lead to http://localhost:9000.")).toHaveLength(1);
    expect(line("data/site.yaml: Blocks the launch: Organization", "› Contact email address:", `“${site.email}” is an example`, "Write the real one here.")).toHaveLength(1);
    expect(line("data/site.yaml: Blocks the launch:", "› Street:", `“${site.address.street}” is an example`)).toHaveLength(1);
    expect(line("data/site.yaml: Blocks the launch:", "› News article › Web address:", site.newsArticle.url)).toHaveLength(1);
    expect(line("data/site.yaml: Blocks the launch:", "is the network's home page", "or empty the field to hide the link")).toHaveLength(2);
    expect(line("data/testimonials.yaml: Blocks the launch: Testimonials › Testimonial", "Real words, shared with consent is not ticked")).toHaveLength(3);
    // 28 photos and the photo for shared links.
    expect(line("data/", "a sample photo (silhouettes), not one of the program. Choose a photo of the program here")).toHaveLength(29);
    expect(line("data/site.yaml:", "› Photo for shared links: a sample photo")).toHaveLength(1);
    expect(blockers).toHaveLength(1 + 1 + 1 + 1 + 2 + 3 + 29);
    expect(report.warnings).toEqual([]);
  });

  it("leads each line to its field: a sample photo's file, a testimonial's mark", () => {
    const paths = report.items.map((item) => [item.file, item.path.join(".")].join(" "));
    expect(paths).toContain("data/programs.yaml programs.0.photo.file");
    expect(paths).toContain("data/site.yaml shareImage");
    expect(paths).toContain("data/testimonials.yaml testimonials.2.consented");
    expect(paths).toContain("data/site.yaml email");
  });
});

describe("the launch gate over a copy of data/ with real-looking values", () => {
  it("refuses nothing, and only warns of Netlify's own address", () => {
    const copy = path.join(scratch("launch-data-"), "data");
    fs.cpSync(dataDir, copy, { recursive: true });
    replacePlaceholders(copy);
    expect(launchReport(readContentTexts(copy), { ...production, productionUrl: launchUrl, url: launchUrl })).toEqual({ items: [], blockers: [], warnings: [] });
    const onNetlify = launchReport(readContentTexts(copy), { ...production, productionUrl: "https://mevsme-youth.netlify.app", url: "https://mevsme-youth.netlify.app" });
    expect(onNetlify.blockers).toEqual([]);
    expect(onNetlify.warnings).toEqual([
      "Netlify: Can wait: The site's address (set in Netlify) is Netlify's own, https://mevsme-youth.netlify.app. Once the organization's domain is added in Netlify (Domain management), publish again so that every link and search engine uses it.",
    ]);
  });
});

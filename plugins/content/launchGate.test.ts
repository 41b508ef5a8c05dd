/** @jest-environment node */
/**
 * The launch gate over the content as it is and over copies of it: what it names is derived from
 * the content model's `@beforeLaunch` rules and the content (never a count of today's
 * placeholders), each line in the editor's words; a sample photo is named by its bytes whatever
 * its mark says, a real photo still described as a sample is named too; before the site is marked
 * live a production build is refused only for Netlify's address, after it for every blocker.
 */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { buildGate, launchReport } from "./launchGate";
import { scratchFolders } from "../../tests/support/scratchFolders";
import { launchPhotoAlt, launchUrl, replacePlaceholders, unansweredFamilyQuestions } from "../../tests/support/launchFixture";
import { localSiteUrl, siteAddress } from "../../src/lib/siteAddress";
import { contentStructure } from "../../src/content/contentModel";
import { isExampleValue, isHomePage, launchedField } from "../../src/content/launchCheck";
import { editorWordsFile } from "../../src/content/editorWords";
import type { FieldKind, ModelField } from "../../src/content/modelTypes";
import { photoInRepository } from "../../src/content/photoUses";
import { saysSamplePhoto } from "../../src/content/samplePhotos";
import { readEditorWords } from "./editorWordsFile";
import { editorFileLabel } from "../../src/content/editorGroups";
import { samplePhotoTest } from "./samplePhotoFiles";
import { contentFilePath } from "../../src/lib/contentFile";
import { contentTypeFor } from "../../src/lib/contentPages";
import { fileSha256, readContentTexts, yamlFiles } from "./contentTree";
import type { ContentTree } from "../../src/content/contentTree";
import { photoFileName } from "../../src/content/photoRules";

const root = path.resolve(__dirname, "../..");
const dataDir = path.join(root, "data");
const scratch = scratchFolders();
const model = contentStructure();

/**
 * A content folder as the gate reads it (src/content/contentTree.ts): its texts, and each photo's
 * hash (a sample is known by its bytes); the photos' headers, which the gate never reads, left out.
 */
function treeOf(dir: string): ContentTree {
  const texts = readContentTexts(dir);
  const photos = texts.paths.filter((file) => file.startsWith("photos/") && photoFileName.test(file)).map((file) => ({ path: file, bytes: 0, sha256: fileSha256(path.join(dir, file)), header: null }));
  return { ...texts, photos };
}

const production = { kind: "production" as const, productionUrl: null, url: localSiteUrl };

type Data = Record<string, any>;

/**
 * The values the rules name in a content folder, found here by walking each file with the model
 * (independently of the gate's own walk): each field with `@beforeLaunch`, the object that holds
 * it, and the file.
 */
function ruleValues(dir: string): { file: string; rule: NonNullable<NonNullable<ModelField["rules"]>["beforeLaunch"]>; field: string; holder: Data }[] {
  const found: ReturnType<typeof ruleValues> = [];
  for (const relative of yamlFiles(dir)) {
    const file = `data/${relative}`;
    if (file === editorWordsFile) continue;
    const walk = (value: unknown, kind: FieldKind): void => {
      if (kind.kind === "list" && Array.isArray(value)) value.forEach((item) => walk(item, kind.of));
      if (kind.kind !== "object" || !value || typeof value !== "object") return;
      for (const field of model.types[kind.type]?.fields ?? []) {
        const rule = field.rules?.beforeLaunch;
        if (rule) found.push({ file, rule, field: field.name, holder: value as Data });
        walk((value as Data)[field.name], field.type);
      }
    };
    walk(load(fs.readFileSync(path.join(dir, relative), "utf8")), { kind: "object", type: contentTypeFor(contentFilePath(file)) });
  }
  return found;
}

/** The texts of a value: a plain value, or a text's words in each language. */
const textsOf = (value: unknown): string[] => (typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).filter((text): text is string => typeof text === "string") : []);

/** What each rule counts as a placeholder (the predicates are src/content/launchCheck.ts's, tested in its own file); a photo by its mark, its bytes or its description. */
const isPlaceholder = (dir: string) => {
  const isSamplePhoto = samplePhotoTest(treeOf(dir));
  return ({ file, rule, field, holder }: ReturnType<typeof ruleValues>[number]): boolean => {
    const value = holder[field];
    if (rule.check === "consent") return value !== true;
    if (rule.check === "samplePhoto") {
      const photo = rule.at ? holder[rule.at] : undefined;
      return value === true || (typeof photo === "string" && isSamplePhoto(photoInRepository(file, photo))) || textsOf(rule.described ? holder[rule.described] : undefined).some(saysSamplePhoto);
    }
    return textsOf(value).some((text) => isExampleValue(text) || (rule.check === "ownPage" && isHomePage(text)));
  };
};

const englishWords = readEditorWords(dataDir).en!;
const label = (field: string) => englishWords.fields.find((entry) => entry.field === field)!.label;

describe("the launch gate over data/ as it is", () => {
  const report = launchReport(treeOf(dataDir), production);
  const expected = ruleValues(dataDir).filter(isPlaceholder(dataDir));

  it("names, file by file, every value the content model's rules count as a placeholder, each in the editor's words", () => {
    const contentLines = report.blockers.filter((line) => line.startsWith("data/"));
    expect(contentLines.map((line) => line.split(": ")[0]).sort()).toEqual(expected.map((entry) => entry.file).sort());
    for (const line of contentLines) expect(line).toMatch(/^data\/[\w/-]+\.yaml: Blocks the launch: .+ › .+/);
    const site = load(fs.readFileSync(path.join(dataDir, "site.yaml"), "utf8")) as Data;
    if (isExampleValue(site.email)) {
      expect(report.blockers).toContain(`data/site.yaml: Blocks the launch: ${editorFileLabel(englishWords, "data/site.yaml")} › ${label("SiteYaml.email")}: “${site.email}” is an example, not the organization's own. Write the real one here.`);
    }
  });

  it("leads the site's address to Netlify's setting, not to a field to write in", () => {
    const [line] = report.blockers.filter((entry) => entry.startsWith("Netlify: "));
    expect(line).toBe("Netlify: Blocks the launch: The site's address (set in Netlify): this build was given none, so its links lead to http://localhost:9000. Netlify gives it to the builds it runs: publish through Netlify.");
    const example = launchReport(treeOf(dataDir), { kind: "production", productionUrl: "https://mevsme.example.org", url: "https://mevsme.example.org" }).blockers.find((entry) => entry.startsWith("Netlify: "));
    expect(example).toContain("Domain management");
    expect(example).not.toContain("Write the real one here");
    const insecure = launchReport(treeOf(dataDir), { kind: "production", productionUrl: "http://www.mevsmeyouth.org", url: "http://www.mevsmeyouth.org" }).blockers.find((entry) => entry.startsWith("Netlify: "));
    expect(insecure).toBe(
      "Netlify: Blocks the launch: The site's address (set in Netlify) is http://www.mevsmeyouth.org, which starts with http:// instead of https://. In Netlify, turn on HTTPS for the organization's domain (Domain management, HTTPS), then publish again.",
    );
  });

  it("warns of each family's question not answered yet, which the For Families page asks families to write about", () => {
    // Each field as the editor labels it (data/editor.yaml).
    const editor = load(fs.readFileSync(path.join(dataDir, "editor.yaml"), "utf8")) as { fields: { field: string; label: { en: string } }[] };
    const familyLabel = (name: string) => editor.fields.find((entry) => entry.field === `FamilyFacts.${name}`)?.label.en;
    expect(report.warnings.filter((line) => line.includes("What families ask first"))).toEqual(
      unansweredFamilyQuestions(dataDir).map((name) =>
        expect.stringMatching(
          new RegExp(`^data/site\\.yaml: Can wait: Organization.* › What families ask first › ${familyLabel(name)} is empty, so the For Families page asks families to write to us about it\\. Write the organization's answer here, in both languages\\.$`),
        ),
      ),
    );
  });

  it("leads each line to its field: a sample photo's file, a testimonial's mark", () => {
    const model = load(fs.readFileSync(path.join(dataDir, "programs.yaml"), "utf8")) as Data;
    const paths = report.items.map((item) => [item.file, item.path.join(".")].join(" "));
    model.programs.forEach((program: Data, index: number) => {
      if (program.photo?.placeholder === true) expect(paths).toContain(`data/programs.yaml programs.${index}.photo.file`);
    });
  });
});

describe("a sample photo, recognised by its bytes", () => {
  /** A copy of data/ with `change` made to data/programs.yaml's first program's photo. */
  function withFirstProgramPhoto(change: (photo: Data, dir: string) => void): string {
    const dir = path.join(scratch("launch-photo-"), "data");
    fs.cpSync(dataDir, dir, { recursive: true });
    const file = path.join(dir, "programs.yaml");
    const programs = load(fs.readFileSync(file, "utf8")) as Data;
    change(programs.programs[0].photo, dir);
    fs.writeFileSync(file, JSON.stringify(programs));
    return dir;
  }
  const linesFor = (dir: string) => launchReport(treeOf(dir), production).blockers.filter((line) => line.startsWith("data/programs.yaml:") && line.includes("Program 1"));

  it("is still refused with its mark removed and its description kept, as when the box is unticked in the editor", () => {
    const dir = withFirstProgramPhoto((photo) => delete photo.placeholder);
    expect(linesFor(dir).filter((line) => line.includes("a sample photo (silhouettes)"))).toHaveLength(1);
  });

  it("is still refused with its mark removed and its description rewritten", () => {
    const dir = withFirstProgramPhoto((photo) => {
      delete photo.placeholder;
      photo.alt = { ...launchPhotoAlt };
    });
    expect(linesFor(dir).filter((line) => line.includes("a sample photo (silhouettes)"))).toHaveLength(1);
  });

  it("names a real photo still described as a sample, at its description", () => {
    const dir = withFirstProgramPhoto((photo, copy) => {
      delete photo.placeholder;
      const real = path.join(copy, "photos", path.basename(photo.file));
      fs.appendFileSync(real, "another photo's bytes");
    });
    const lines = linesFor(dir);
    expect(lines.filter((line) => line.includes("a sample photo (silhouettes)"))).toEqual([]);
    expect(lines.filter((line) => line.includes("still says it is a sample photo, but the photo is a new one"))).toHaveLength(1);
    expect(launchReport(treeOf(dir), production).items.find((item) => item.reason === "sampleDescription")?.path).toEqual(["programs", 0, "photo", "alt"]);
  });
});

describe("the launch gate over a copy of data/ with real-looking values", () => {
  it("refuses nothing once every placeholder the rules name is replaced, and only warns of Netlify's own address", async () => {
    const copy = path.join(scratch("launch-data-"), "data");
    fs.cpSync(dataDir, copy, { recursive: true });
    await replacePlaceholders(copy);
    const live = launchReport(treeOf(copy), { ...production, productionUrl: launchUrl, url: launchUrl });
    expect([live.items, live.blockers, live.warnings, live.refusals, live.launched]).toEqual([[], [], [], [], true]);
    const onNetlify = launchReport(treeOf(copy), { ...production, productionUrl: "https://mevsme-youth.netlify.app", url: "https://mevsme-youth.netlify.app" });
    expect(onNetlify.blockers).toEqual([]);
    expect(onNetlify.warnings).toEqual([
      "Netlify: Can wait: The site's address (set in Netlify) is Netlify's own, https://mevsme-youth.netlify.app. Once the organization's domain is added in Netlify (Domain management), publish again so that every link and search engine uses it.",
    ]);
    expect(ruleValues(copy).filter(isPlaceholder(copy))).toEqual([]);
  }, 60_000);
});

describe("a production build, before and after the site is marked live", () => {
  const gate = (dir: string, env: Record<string, string>) => buildGate(treeOf(dir), siteAddress(env));
  const netlify = { CONTEXT: "production", URL: "https://mevsme-youth.netlify.app" };

  it("before: publishes the site as not launched, saying what is left, whatever placeholders remain", () => {
    const site = load(fs.readFileSync(path.join(dataDir, "site.yaml"), "utf8")) as Data;
    expect(site[launchedField]).not.toBe(true);
    const { refusal, notes } = gate(dataDir, netlify);
    expect(refusal).toBeNull();
    expect(notes[0]).toBe("This build is a production build; its links lead to https://mevsme-youth.netlify.app (Netlify's URL).");
    expect(notes[1]).toMatch(/^The site is not marked live yet \(Organization › The site is live\): this production build publishes it as not launched/);
  });

  it("before: refuses an address that is none, an example or not https://, which Netlify's setting makes wrong", () => {
    const addresses: Record<string, string>[] = [{ CONTEXT: "production" }, { CONTEXT: "production", URL: "https://www.example.org" }, { CONTEXT: "production", URL: "http://www.mevsmeyouth.org" }];
    for (const env of addresses) {
      const { refusal } = gate(dataDir, env);
      expect(refusal).toMatch(/This production build is not published: the site's address, which Netlify gives every build, is not one the site can be published at/);
      expect(refusal).toMatch(/\n {2}Netlify: Blocks the launch: /);
      // The gate's own words, never Gatsby's frame around them.
      expect(refusal).not.toMatch(/ERROR|UNKNOWN/);
    }
  });

  it("after: refuses every placeholder left, naming each", () => {
    const dir = path.join(scratch("launch-marked-"), "data");
    fs.cpSync(dataDir, dir, { recursive: true });
    const site = load(fs.readFileSync(path.join(dir, "site.yaml"), "utf8")) as Data;
    fs.writeFileSync(path.join(dir, "site.yaml"), JSON.stringify({ ...site, [launchedField]: true }));
    const report = launchReport(treeOf(dir), siteAddress(netlify));
    expect(report.launched).toBe(true);
    const { refusal } = gate(dir, netlify);
    expect(refusal).toMatch(/the site is marked live \(Organization › The site is live\) but still holds \d+ placeholder\(s\)/);
    for (const line of report.blockers) expect(refusal).toContain(`  ${line}`);
    expect(refusal).not.toMatch(/ERROR|UNKNOWN/);
  });
});

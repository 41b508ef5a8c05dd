import path from "path";
import { contentSnapshot } from "../../plugins/editor/publishEditor";
import type { Locale } from "../lib/locales";
import type { ContentSnapshot } from "./contentSnapshot";
import { previewNodes, queryData, snapshotPhotoUrl, staticQueryData, type EditedFile } from "./previewData";

// The snapshot is read as the build reads it; esbuild (the editor's bundle) does not run in jsdom.
jest.mock("../../plugins/editor/editorBundle", () => ({ bundleEditor: jest.fn() }));

// As the editor reads it: through JSON, dates as text.
const snapshot: ContentSnapshot = JSON.parse(JSON.stringify(contentSnapshot(path.resolve(__dirname, "../../data"), new Date("2027-03-01T12:00:00Z"))));
const fromEditor = (file: string, at: readonly (string | number)[]) => `blob:editor/${at.join(".")}/${file}`;

/** The file as Decap hands it to a preview in `locale`: that language's data (changed), and only that. */
const edit = (repoPath: string, change: (data: any) => void = () => undefined, locale: Locale = "en"): EditedFile => {
  const data = JSON.parse(JSON.stringify(snapshot.files[repoPath].data[locale])) as Record<string, unknown>;
  change(data);
  return { path: repoPath, locale, data: { [locale]: data }, photoUrl: fromEditor };
};

describe("the preview's adapter (raw YAML → each page query's shape)", () => {
  it("keeps each file's languages apart in the snapshot", () => {
    expect(Object.keys(snapshot.files["data/pages/contact.yaml"].data)).toEqual(["en", "es"]);
    expect(snapshot.files["data/pages/contact.yaml"].data.es).toMatchObject({ heading: "Contáctenos" });
  });

  it("names each file's root field after its type, and takes the file being edited from the editor", () => {
    const nodes = previewNodes(snapshot, edit("data/pages/home.yaml", (data) => (data.hero.badge = "Edited badge")));
    const home = queryData(nodes, "home", "en");
    expect(home.homePageYaml?.hero.badge).toBe("Edited badge");
    expect(home.siteYaml?.name).toBe("ME vs. ME Youth Outreach");
    expect(home.statsYaml?.home.length).toBeGreaterThan(0);
    expect(Object.keys(home)).toEqual(["homePageYaml", "siteYaml", "statsYaml"]);
  });

  it("answers a page query in the language asked for, the edited language from the editor, the other from the build", () => {
    const nodes = previewNodes(snapshot, edit("data/pages/contact.yaml", (data) => (data.heading = "Escríbanos"), "es"));
    expect(queryData(nodes, "contact", "es").contactPageYaml).toMatchObject({ heading: "Escríbanos", locale: "es" });
    expect(queryData(nodes, "contact", "es").formsYaml?.volunteer).toBeDefined();
    expect(queryData(nodes, "contact", "en").contactPageYaml).toMatchObject({ heading: "Contact Us", locale: "en" });
  });

  it("gives the edited file's photos the editor's addresses, found by where they sit in the entry", () => {
    const nodes = previewNodes(snapshot, edit("data/programmes.yaml"));
    const [first] = queryData(nodes, "programs", "en").programmesYaml?.programmes ?? [];
    expect(first.photo.file).toEqual({ publicURL: "blob:editor/programmes.0.photo.file/photos/programmes/mentorship.jpg", childImageSharp: null });
  });

  it("gives the other files' photos their copies under /admin/photos/, resolved from each file's folder", () => {
    const nodes = previewNodes(snapshot, edit("data/pages/home.yaml"));
    const impact = queryData(nodes, "impact", "es").impactPageYaml;
    expect(impact?.features[0].photo.file).toEqual({ publicURL: "/admin/photos/impact/community-service.jpg", childImageSharp: null });
    expect(queryData(nodes, "programs", "en").programmesYaml?.programmes[0].photo.file).toMatchObject({
      publicURL: "/admin/photos/programmes/mentorship.jpg",
    });
    expect(snapshotPhotoUrl("data/pages/impact.yaml", "../photos/impact/x.jpg")).toBe("/admin/photos/impact/x.jpg");
    expect(snapshotPhotoUrl("data/site.yaml", "photos/home-hero.jpg")).toBe("/admin/photos/home-hero.jpg");
    expect(snapshotPhotoUrl("data/site.yaml", "../elsewhere.jpg")).toBeUndefined();
  });

  it("gives a legal page's date as LegalArticle asks, from the editor's text or the build's date", () => {
    const edited = previewNodes(snapshot, edit("data/legal/terms.yaml", (data) => (data.updated = "2027-01-05")));
    expect(queryData(edited, "legal", "en").legalPageYaml).toMatchObject({ title: "Terms of Service", updatedIso: "2027-01-05" });

    const unchanged = previewNodes(snapshot, edit("data/legal/privacy.yaml", () => undefined, "es"));
    expect(queryData(unchanged, "legal", "es").legalPageYaml).toMatchObject({ title: "Política de privacidad", updatedIso: "2026-11-21" });
  });

  it("answers the static queries with every language's node, and the build's year", () => {
    const nodes = previewNodes(snapshot, edit("data/nav.yaml", (data) => (data.cta.label = "Únase"), "es"));
    const shared = staticQueryData(nodes);
    expect(shared.site?.buildYear).toBe("2027");
    expect(shared.allNavYaml.nodes.map((node) => [node.locale, node.cta.label])).toEqual([
      ["en", "Get Involved"],
      ["es", "Únase"],
    ]);
    expect(shared.allLayoutYaml.nodes.map((node) => node.languageName)).toEqual(["English", "Español"]);
    expect(shared.allLayoutYaml.nodes[0].footer.copyright).toContain("{year}");
    expect(shared.allProgrammesYaml.nodes[1].programmes.map((programme) => programme.id)).toContain("mentorship");
    expect(shared.allSiteYaml.nodes.map((node) => node.locale)).toEqual(["en", "es"]);
  });
});

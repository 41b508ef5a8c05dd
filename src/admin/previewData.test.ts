import path from "path";
import { contentSnapshot } from "../../build/editor/publishEditor";
import type { ContentSnapshot } from "./contentSnapshot";
import { previewNodes, queryData, snapshotPhotoUrl, type EditedFile } from "./previewData";

// The snapshot is read as the build reads it; esbuild (the editor's bundle) does not run in jsdom.
jest.mock("../../build/editor/editorBundle", () => ({ bundleEditor: jest.fn() }));

// As the editor reads it: through JSON, dates as text.
const snapshot: ContentSnapshot = JSON.parse(JSON.stringify(contentSnapshot(path.resolve(__dirname, "../../data"), new Date("2027-03-01T12:00:00Z"))));
const fromEditor = (file: string, at: readonly (string | number)[]) => `blob:editor/${at.join(".")}/${file}`;

const edit = (repoPath: string, change: (data: any) => void = () => undefined): EditedFile => {
  const data = JSON.parse(JSON.stringify(snapshot.files[repoPath].data)) as Record<string, unknown>;
  change(data);
  return { path: repoPath, data, photoUrl: fromEditor };
};

describe("the preview's adapter (raw YAML → each page query's shape)", () => {
  it("names each file's root field after its type, and takes the file being edited from the editor", () => {
    const nodes = previewNodes(snapshot, edit("data/pages/home.yaml", (data) => (data.hero.badge = "Edited badge")));
    const home = queryData(nodes, "home");
    expect(home.homePageYaml?.hero.badge).toBe("Edited badge");
    expect(home.siteYaml?.name).toBe("ME vs. ME Youth Outreach");
    expect(home.statsYaml?.home.length).toBeGreaterThan(0);
    expect(Object.keys(home)).toEqual(["homePageYaml", "siteYaml", "statsYaml"]);
  });

  it("gives the edited file's photos the editor's addresses, found by where they sit in the entry", () => {
    const nodes = previewNodes(snapshot, edit("data/programmes.yaml"));
    const [first] = queryData(nodes, "programs").programmesYaml?.programmes ?? [];
    expect(first.photo.file).toEqual({ publicURL: "blob:editor/programmes.0.photo.file/photos/programmes/mentorship.jpg", childImageSharp: null });
  });

  it("gives the other files' photos their copies under /admin/photos/, resolved from each file's folder", () => {
    const nodes = previewNodes(snapshot, edit("data/pages/home.yaml"));
    const impact = queryData(nodes, "impact").impactPageYaml;
    expect(impact?.features[0].photo.file).toEqual({ publicURL: "/admin/photos/impact/community-service.jpg", childImageSharp: null });
    expect(queryData(nodes, "programs").programmesYaml?.programmes[0].photo.file).toMatchObject({
      publicURL: "/admin/photos/programmes/mentorship.jpg",
    });
    expect(snapshotPhotoUrl("data/pages/impact.yaml", "../photos/impact/x.jpg")).toBe("/admin/photos/impact/x.jpg");
    expect(snapshotPhotoUrl("data/site.yaml", "photos/home-hero.jpg")).toBe("/admin/photos/home-hero.jpg");
    expect(snapshotPhotoUrl("data/site.yaml", "../elsewhere.jpg")).toBeUndefined();
  });

  it("formats a legal page's date as LegalArticle asks, from the editor's text or the build's date", () => {
    const edited = previewNodes(snapshot, edit("data/legal/terms.yaml", (data) => (data.updated = "2027-01-05")));
    expect(queryData(edited, "legal").legalPageYaml).toMatchObject({ title: "Terms of Service", updated: "January 5, 2027", updatedIso: "2027-01-05" });

    const unchanged = previewNodes(snapshot, edit("data/legal/privacy.yaml"));
    expect(queryData(unchanged, "legal").legalPageYaml).toMatchObject({ title: "Privacy Policy", updated: "November 21, 2026", updatedIso: "2026-11-21" });
  });

  it("answers the static queries: the shared files and the build's year", () => {
    const nodes = previewNodes(snapshot, edit("data/nav.yaml", (data) => (data.cta.label = "Join us")));
    const shared = queryData(nodes, "siteContent");
    expect(shared.site?.buildYear).toBe("2027");
    expect(shared.navYaml?.cta.label).toBe("Join us");
    expect(shared.layoutYaml?.footer.copyright).toContain("{year}");
    expect(shared.programmesYaml?.programmes.map((programme) => programme.id)).toContain("mentorship");
  });
});

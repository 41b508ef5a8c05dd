import React from "react";
import path from "path";
import { renderHook } from "@testing-library/react";
import { contentSnapshot } from "../../../plugins/editor/publishEditor";
import { useSiteContent } from "../../hooks/useSiteContent";
import type { Locale } from "../../lib/locales";
import { query as homeQuery } from "../../pages/index";
import { query as contactQuery } from "../../pages/contact";
import { query as impactQuery } from "../../pages/impact";
import { query as programsQuery } from "../../pages/programs";
import { query as legalQuery } from "../../templates/LegalPage";
import { previewSchema, runQuery } from "./contentQueries";
import type { ContentSnapshot } from "../contentSnapshot";
import { previewContent, type EditedFile } from "./previewData";
import { snapshotPhotoUrl } from "../contentSnapshot";
import { StaticQueryContext } from "./StaticQueryContext";
import { scratchFolders } from "../../../tests/support/scratchFolders";
import { fixtureContentFolder } from "../../../tests/support/fixtureContent";

// The snapshot is read as the build reads it; esbuild (the editor's bundle) does not run in jsdom.
jest.mock("../../../plugins/editor/editorBundle", () => ({ bundleEditor: jest.fn() }));

// The editor's bundle replaces `gatsby` by this stand-in (plugins/editor/editorBundle.ts): so does this test.
jest.mock("gatsby", () => jest.requireActual("./gatsbyShim"));

// The unit tests' fixed copy of the content (tests/support/fixtureContent.ts), whose words these tests say.
const fixtureContent = fixtureContentFolder(path.join(scratchFolders()("preview-content-"), "data"));
// As the editor reads it: through JSON, dates as text.
const snapshot: ContentSnapshot = JSON.parse(JSON.stringify(contentSnapshot(fixtureContent, new Date("2027-03-01T12:00:00Z"))));
const schema = previewSchema(snapshot.typeDefs);
const fromEditor = (file: string, at: readonly (string | number)[]) => `blob:editor/${at.join(".")}/${file}`;

/** The file as Decap hands it to a preview in `locale`: that language's data (changed), and only that. */
const edit = (repoPath: string, change: (data: any) => void = () => undefined, locale: Locale = "en"): EditedFile => {
  const data = JSON.parse(JSON.stringify(snapshot.files[repoPath].data[locale])) as Record<string, unknown>;
  change(data);
  return { path: repoPath, locale, data: { [locale]: data }, photoUrl: fromEditor };
};

/** A page's own query, as the build runs it, over the preview's content. */
const pageData = (edited: EditedFile, query: unknown, variables: Record<string, unknown>): any =>
  runQuery(schema, previewContent(snapshot, edited), String(query), variables);

describe("the preview's content, queried with the pages' own queries", () => {
  it("keeps each file's languages apart in the snapshot", () => {
    expect(Object.keys(snapshot.files["data/pages/contact.yaml"].data)).toEqual(["en", "es"]);
    expect(snapshot.files["data/pages/contact.yaml"].data.es).toMatchObject({ heading: "Contacto" });
  });

  it("answers the page's query with the file being edited from the editor, and the rest from the build", () => {
    const home = pageData(
      edit("data/pages/home.yaml", (data) => (data.hero.badge = "Edited badge")),
      homeQuery,
      { locale: "en" },
    );
    expect(home.homePageYaml.hero.badge).toBe("Edited badge");
    expect(home.siteYaml.name).toBe("ME vs. ME Youth Outreach");
    expect(home.statsYaml.home.length).toBeGreaterThan(0);
    expect(Object.keys(home)).toEqual(["homePageYaml", "siteYaml", "statsYaml"]);
  });

  it("answers a page query in the language asked for, the edited language from the editor, the other from the build", () => {
    const edited = edit("data/pages/contact.yaml", (data) => (data.heading = "Escríbanos"), "es");
    expect(pageData(edited, contactQuery, { locale: "es" }).contactPageYaml).toMatchObject({ heading: "Escríbanos" });
    expect(pageData(edited, contactQuery, { locale: "es" }).formsYaml.volunteer).toBeDefined();
    expect(pageData(edited, contactQuery, { locale: "en" }).contactPageYaml).toMatchObject({ heading: "Contact" });
  });

  it("gives the edited file's photos the editor's addresses, found by where they sit in the entry", () => {
    const [first] = pageData(edit("data/programs.yaml"), programsQuery, { locale: "en" }).programsYaml.programs;
    expect(first.photo.file.childImageSharp.gatsbyImageData.images.fallback.src).toBe("blob:editor/programs.0.photo.file/photos/programs-mentorship.jpg");
  });

  it("gives the other files' photos their copies under /admin/photos/, resolved from each file's folder", () => {
    const edited = edit("data/pages/home.yaml");
    const impact = pageData(edited, impactQuery, { locale: "es" }).impactPageYaml;
    expect(impact.features[0].photo.file.childImageSharp.gatsbyImageData.images.fallback.src).toBe("/admin/photos/impact-community-service.jpg");
    expect(pageData(edited, programsQuery, { locale: "en" }).programsYaml.programs[0].photo.file.childImageSharp.gatsbyImageData.images.fallback.src).toBe(
      "/admin/photos/programs-mentorship.jpg",
    );
    expect(snapshotPhotoUrl("data/pages/impact.yaml", "../photos/impact-x.jpg")).toBe("/admin/photos/impact-x.jpg");
    expect(snapshotPhotoUrl("data/site.yaml", "photos/home-hero.jpg")).toBe("/admin/photos/home-hero.jpg");
    expect(snapshotPhotoUrl("data/site.yaml", "../elsewhere.jpg")).toBeUndefined();
  });

  it("formats a legal page's date as its query asks, from the editor's text or the build's date, and finds the page by its slug", () => {
    const edited = pageData(edit("data/legal/terms.yaml", (data) => (data.updated = "2027-01-05")), legalQuery, { locale: "en", slug: "terms" });
    expect(edited.legalPageYaml).toMatchObject({ title: "Terms of Service", updatedIso: "2027-01-05" });

    const unchanged = pageData(edit("data/legal/privacy.yaml", () => undefined, "es"), legalQuery, { locale: "es", slug: "privacy" });
    expect(unchanged.legalPageYaml).toMatchObject({ title: "Política de privacidad", updatedIso: String((snapshot.files["data/legal/privacy.yaml"].data.es as { updated: string }).updated).slice(0, 10) });
  });

  it("says what is missing, as GraphQL would, when a required field is empty", () => {
    expect(() => pageData(edit("data/pages/home.yaml", (data) => delete data.hero), homeQuery, { locale: "en" })).toThrow(/HomePageYaml\.hero/);
  });

  it("answers the hooks' static queries with every language's node and the build's year", () => {
    const content = previewContent(snapshot, edit("data/nav.yaml", (data) => (data.cta.label = "Únase"), "es"));
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <StaticQueryContext.Provider value={(query) => runQuery(schema, content, query)}>{children}</StaticQueryContext.Provider>
    );
    const spanish = renderHook(() => useSiteContent("es"), { wrapper }).result.current;
    const english = renderHook(() => useSiteContent("en"), { wrapper }).result.current;
    expect(spanish.buildYear).toBe("2027");
    expect([english.nav.cta.label, spanish.nav.cta.label]).toEqual(["Get Involved", "Únase"]);
    expect([english.layout.languageName, spanish.layout.languageName]).toEqual(["English", "Español"]);
    expect(english.layout.footer.copyright).toContain("{year}");
    expect(spanish.programs.map((program) => program.id)).toContain("mentorship");
  });
});

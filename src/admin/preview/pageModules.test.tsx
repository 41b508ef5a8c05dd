import React from "react";
import path from "path";
import { render, screen } from "@testing-library/react";
import { contentSnapshot } from "../../../plugins/editor/publishEditor";
import { sitePage, sitePages } from "../../lib/contentPages";
import type { ContentSnapshot } from "../contentSnapshot";
import { pageModule, pageModuleProblems, registerPageModules } from "./pageModules";
import { PreviewRoot } from "./PreviewRoot";
import { loadPageModule } from "../../../tests/support/pageModules";

// The snapshot is read as the build reads it; esbuild (the editor's bundle) does not run in jsdom.
jest.mock("../../../plugins/editor/editorBundle", () => ({ bundleEditor: jest.fn() }));

// The editor's bundle replaces `gatsby` by this stand-in (plugins/editor/editorBundle.ts): so does this test.
jest.mock("gatsby", () => jest.requireActual("./gatsbyShim"));

const Page = () => <main>A page</main>;

describe("the pages' modules for the editor's previews", () => {
  it("exports, for every page of the list, the component and the query its preview renders", () => {
    expect(sitePages.flatMap((page) => pageModuleProblems(page, loadPageModule(page)))).toEqual([]);
  });

  it("names the page and its file when its module lacks its component or its query", () => {
    const about = { name: "about", source: "src/pages/about.tsx" } as const;
    expect(pageModuleProblems(about, { default: Page })).toEqual(['The page "about" (src/pages/about.tsx) exports no page query as `query`']);
    expect(pageModuleProblems(about, { query: "query AboutPage { site { id } }", Head: Page })).toEqual(['The page "about" (src/pages/about.tsx) has no component as its default export']);
    expect(pageModuleProblems(about, { default: Page, query: "query AboutPage { site { id } }" })).toEqual([]);
  });

  it("names the page and its file when its module was not registered, or lacks what the preview needs", () => {
    expect(() => pageModule(sitePage("impact"))).toThrow('no module for the page "impact" (src/pages/impact.tsx)');
    registerPageModules({ families: { default: Page } });
    expect(() => pageModule(sitePage("families"))).toThrow('The page "families" (src/pages/families.tsx) exports no page query as `query`');
  });

  it("says in the preview's frame, in the editor's words, that the page cannot be shown, instead of going blank; the console names the page and its file", () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const snapshot: ContentSnapshot = JSON.parse(JSON.stringify(contentSnapshot(path.resolve(__dirname, "../../../data"))));
    const edited = { path: "data/pages/about.yaml", locale: "en" as const, data: snapshot.files["data/pages/about.yaml"].data, photoUrl: (file: string) => file };
    render(<PreviewRoot snapshot={snapshot} edited={edited} styleTarget={document.head} words={{ guide: { href: "/admin/guide", link: "Editors' guide", description: "how to edit" }, failed: { heading: "The preview cannot show this entry yet", text: "A field may be empty." } }} />);
    expect(screen.getByRole("alert")).toHaveTextContent("The preview cannot show this entry yet");
    // A developer's message, in the console: the coordinator's screen says nothing of modules and files (issue #50.7).
    expect(screen.getByRole("alert")).not.toHaveTextContent("src/pages/about.tsx");
    expect(logged.mock.calls.flat().map(String).join(" ")).toContain('no module for the page "about" (src/pages/about.tsx)');
    logged.mockRestore();
  });
});

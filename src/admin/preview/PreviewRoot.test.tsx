import React from "react";
import path from "path";
import { render, screen, within } from "@testing-library/react";
import { contentSnapshot } from "../../../plugins/editor/publishEditor";
import type { Locale } from "../../lib/locales";
import type { ContentSnapshot } from "../contentSnapshot";
import { PreviewRoot } from "./PreviewRoot";
import { registerSitePageModules } from "../../../tests/support/pageModules";
import { yamlData } from "../../../tests/support/content";
import { scratchFolders } from "../../../tests/support/scratchFolders";
import { fixtureContentFolder } from "../../../tests/support/fixtureContent";

// The snapshot is read as the build reads it; esbuild (the editor's bundle) does not run in jsdom.
jest.mock("../../../plugins/editor/editorBundle", () => ({ bundleEditor: jest.fn() }));

// The editor's bundle replaces `gatsby` by this stand-in (plugins/editor/editorBundle.ts): so does this test.
jest.mock("gatsby", () => jest.requireActual("./gatsbyShim"));

// Every page of the list, as the editor's bundle registers them (tests/support/pageModules.ts).
registerSitePageModules();

// The unit tests' fixed copy of the content (tests/support/fixtureContent.ts), whose words these tests say.
const fixtureContent = fixtureContentFolder(path.join(scratchFolders()("preview-content-"), "data"));
// As the editor reads it: through JSON, dates as text.
const snapshot: ContentSnapshot = JSON.parse(JSON.stringify(contentSnapshot(fixtureContent)));
const fromEditor = (file: string) => `blob:editor/${file}`;
// The guide's words in the editor's language, as the editor hands them over (data/editor.yaml).
const guide = { href: "/admin/guide", link: "Editors' guide", description: "how to edit in both languages" };
const failed = { heading: "The preview cannot show this entry yet", text: "A field may be empty or a list item half filled in." };

/** The preview as Decap asks for it in `locale`: that language's data, changed. */
function renderPreview(repoPath: string, change: (data: any) => void = () => undefined, locale: Locale = "en") {
  const data = JSON.parse(JSON.stringify(snapshot.files[repoPath]?.data[locale] ?? {})) as Record<string, unknown>;
  change(data);
  return render(<PreviewRoot snapshot={snapshot} edited={{ path: repoPath, locale, data: { [locale]: data }, photoUrl: fromEditor }} styleTarget={document.head} words={{ guide, failed }} />);
}

describe("the editor's preview", () => {
  it("shows the Home page as edited, in the site's header and footer", () => {
    renderPreview("data/pages/home.yaml", (data) => {
      data.title = "Mentors for Vista's youth";
      data.hero.badge = "A new badge, typed just now";
    });
    expect(screen.getByText("Mentors for Vista's youth")).toBeInTheDocument();
    expect(screen.getByText("A new badge, typed just now")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("ME vs. ME Youth Outreach");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(within(screen.getByRole("contentinfo")).getAllByRole("link").length).toBeGreaterThan(3);
    expect(screen.getByRole("img", { name: yamlData("pages/home").hero.photo.alt })).toHaveAttribute("src", "blob:editor/../photos/home-hero.jpg");
  });

  it("shows a shared file's change on the page it previews on: the menu on Home", () => {
    renderPreview("data/nav.yaml", (data) => (data.cta.label = "Join the circle"));
    expect(screen.getAllByRole("link", { name: "Join the circle" }).length).toBeGreaterThan(0);
  });

  it("shows a legal page with its date as the site formats it", () => {
    renderPreview("data/legal/privacy.yaml", (data) => (data.updated = "2027-02-03"));
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(screen.getByText("February 3, 2027")).toHaveAttribute("dateTime", "2027-02-03");
  });

  it("shows a page of sections (Volunteer) as edited, in Spanish too, at its own address", () => {
    renderPreview("data/pages/volunteer.yaml", (data) => (data.sections[0].heading = "Formas de echar una mano"), "es");
    expect(screen.getByRole("heading", { level: 1, name: "Voluntariado" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Formas de echar una mano" })).toBeInTheDocument();
    expect(screen.getByText("/es/volunteer")).toBeInTheDocument();
  });

  it("shows the Spanish Contact page when the Spanish is being edited: its heading, menu, footer and address", () => {
    renderPreview("data/pages/contact.yaml", () => undefined, "es");
    expect(screen.getByRole("heading", { level: 1, name: "Contacto" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Súmese al voluntariado" })).toBeInTheDocument();
    // The search snippet gives the Spanish address; the menu and footer are the Spanish ones.
    expect(screen.getByText("/es/contact")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Contacto" })[0]).toHaveAttribute("href", "/es/contact");
    expect(within(screen.getByRole("contentinfo")).getByText(/Todos los derechos reservados/)).toBeInTheDocument();
    // The language switch leads to the same page in English.
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/contact");
    expect(screen.queryByText("Contact", { exact: true })).not.toBeInTheDocument();
  });

  it("shows a Spanish change as it is typed, and a legal page's date in Spanish", () => {
    renderPreview("data/pages/contact.yaml", (data) => (data.heading = "Hablemos"), "es");
    expect(screen.getByRole("heading", { level: 1, name: "Hablemos" })).toBeInTheDocument();
    // A date of its own, so the words it is shown in are known whatever the file's date is today.
    renderPreview("data/legal/terms.yaml", (data) => (data.updated = "2026-11-27"), "es");
    expect(screen.getByText("27 de noviembre de 2026")).toHaveAttribute("dateTime", "2026-11-27");
  });

  it("shows a file no page shows as its fields, labelled", () => {
    renderPreview("data/unknown.yaml", (data) => Object.assign(data, { heading: "A heading", shortTitle: "Short" }));
    expect(screen.getByRole("heading", { name: "A heading" })).toBeInTheDocument();
    expect(screen.getByText("Short title")).toBeInTheDocument();
  });

  it("says what is wrong instead of going blank, in the editor's words alone, and recovers with the next change", () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { rerender } = renderPreview("data/pages/home.yaml", (data) => delete data.hero);
    expect(screen.getByRole("alert")).toHaveTextContent("The preview cannot show this entry yet");
    // The program's own English, with its internal names, is a developer's, in the console: not on the coordinator's screen.
    expect(screen.getByRole("alert")).not.toHaveTextContent(/non-nullable|HomePageYaml|hero/);
    expect(logged.mock.calls.flat().map(String).join(" ")).toContain("Cannot return null for non-nullable field HomePageYaml.hero");
    const data = JSON.parse(JSON.stringify(snapshot.files["data/pages/home.yaml"].data.en));
    rerender(<PreviewRoot snapshot={snapshot} edited={{ path: "data/pages/home.yaml", locale: "en", data: { en: data }, photoUrl: fromEditor }} styleTarget={document.head} words={{ guide, failed }} />);
    expect(screen.queryByText("The preview cannot show this entry yet")).not.toBeInTheDocument();
    expect(screen.getByText("Reach kids before the streets do")).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });

  it("links to the editors' guide above every preview, in a new tab so the entry stays open", () => {
    renderPreview("data/pages/home.yaml");
    const guide = screen.getByRole("link", { name: "Editors' guide" });
    expect(guide).toHaveAttribute("href", "/admin/guide");
    expect(guide).toHaveAttribute("target", "_blank");
  });
});

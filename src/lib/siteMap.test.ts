import fs from "fs";
import path from "path";
import { contentFilePath } from "./contentFile";
import { contentTypeFor, sectionsSlug, sitePages, unlistedPaths } from "./contentPages";
import { siteMapLinks, siteMapSourceTypes, type NodesOf } from "./siteMap";
import { yamlData } from "../../tests/support/content";
import { englishRoutes } from "../../tests/support/routes";

const dataDir = path.resolve(__dirname, "../../data");

/** Every file of data/ as the build's nodes: each language's block, of the file's type, a page of sections' with its slug. */
function contentNodes(): Record<string, Record<string, unknown>[]> {
  const nodes: Record<string, Record<string, unknown>[]> = {};
  const files = fs.readdirSync(dataDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".yaml"));
  for (const file of files) {
    const name = file.replace(/\.yaml$/, "").split(path.sep).join("/");
    const type = contentTypeFor(contentFilePath(`${name}.yaml`));
    const slug = sectionsSlug(contentFilePath(`${name}.yaml`));
    for (const locale of ["en", "es"] as const) (nodes[type] ??= []).push({ ...yamlData(name, locale), ...(slug ? { slug } : {}), locale });
  }
  return nodes;
}

const nodes = contentNodes();
const nodesOf: NodesOf = (type) => nodes[type] ?? [];

describe("the site map's links", () => {
  it.each(["en", "es"])("list every address of the site once, in %s: every page, gallery and legal page, and the site map", (locale) => {
    const paths = siteMapLinks(locale, nodesOf).map((link) => link.path);
    // All but the pages no link leads to (the forms' thank-you page), which it must not list.
    expect(unlistedPaths().length).toBeGreaterThan(0);
    expect([...paths].sort()).toEqual(englishRoutes.filter((route) => !unlistedPaths().includes(route)).sort());
  });

  it("name each page as the menus do, each gallery by its title, under the three headings in the site's order", () => {
    const links = siteMapLinks("es", nodesOf);
    const nav = yamlData("nav", "es");
    const galleries = yamlData("galleries", "es").galleries as { id: string; title: string }[];
    expect(links.find((link) => link.path === "/about")).toEqual({ group: "pages", label: "Quiénes somos", path: "/about" });
    expect(links.filter((link) => link.group === "galleries")).toEqual(galleries.map((gallery) => ({ group: "galleries", label: gallery.title, path: `/galleries/${gallery.id}` })));
    // The footer's bottom row, in its order: the legal pages and the site map.
    expect(links.filter((link) => link.group === "site")).toEqual((nav.legal as { label: string; to: string }[]).map((link) => ({ group: "site", label: link.label, path: link.to })));
    expect(links.map((link) => link.group)).toEqual([...links.map((link) => link.group)].sort((a, b) => ["pages", "galleries", "site"].indexOf(a) - ["pages", "galleries", "site"].indexOf(b)));
    expect(links[0]).toEqual({ group: "pages", label: nav.main[0].label, path: "/" });
  });

  it("name a page no menu links to by its title, and list a legal page the footer's row leaves out among the pages", () => {
    const withoutVolunteer: NodesOf = (type) =>
      type === "NavYaml"
        ? nodesOf(type).map((nav) => ({ ...nav, quick: (nav.quick as { to: string }[]).filter((link) => link.to !== "/volunteer"), legal: (nav.legal as { to: string }[]).filter((link) => link.to !== "/privacy") }))
        : nodesOf(type);
    const links = siteMapLinks("en", withoutVolunteer);
    expect(links.find((link) => link.path === "/volunteer")).toEqual({ group: "pages", label: yamlData("pages/volunteer").title, path: "/volunteer" });
    expect(links.find((link) => link.path === "/privacy")).toEqual({ group: "pages", label: yamlData("legal/privacy").title, path: "/privacy" });
  });

  it("leave out a gallery the coordinator hid, and list a new one by its title", () => {
    const hiddenFirst: NodesOf = (type) =>
      type === "GalleriesYaml"
        ? nodesOf(type).map((node) => {
            const [first, ...others] = node.galleries as { id: string; title: string }[];
            return { ...node, galleries: [{ ...first, hidden: true }, ...others, { ...first, id: "family-day-2026", title: "Family Day 2026" }] };
          })
        : nodesOf(type);
    const galleries = siteMapLinks("en", hiddenFirst).filter((link) => link.group === "galleries");
    const [first, ...others] = yamlData("galleries", "en").galleries as { id: string; title: string }[];
    expect(galleries.map((link) => link.path)).toEqual([...others.map((gallery) => `/galleries/${gallery.id}`), "/galleries/family-day-2026"]);
    expect(galleries.map((link) => link.label)).not.toContain(first.title);
  });

  it("read the nodes of every page's file type, the menus and the galleries", () => {
    expect(siteMapSourceTypes()).toEqual(expect.arrayContaining([...sitePages.map((page) => page.typeName), "NavYaml", "GalleriesYaml"]));
  });
});

/** @jest-environment node */
import { addressesOf, builtPages, fileForRoute, type ManifestRoute } from "./builtPages";

const page = (route: string, filePath: string): ManifestRoute[] => [
  { type: "static", path: route, filePath },
  { type: "static", path: `/page-data/${route === "/" ? "index" : route.slice(1)}/page-data.json`, filePath: `public/page-data/${route === "/" ? "index" : route.slice(1)}/page-data.json` },
];

describe("the built pages (plugins/site-finish/builtPages.ts)", () => {
  it("serves each address from the file Netlify finds first for it", () => {
    expect(fileForRoute("/")).toBe("index.html");
    expect(fileForRoute("/about")).toBe("about.html");
    expect(fileForRoute("/es")).toBe("es.html");
    expect(fileForRoute("/es/about")).toBe("es/about.html");
    expect(fileForRoute("/404.html")).toBe("404.html");
    expect(fileForRoute("/es/404")).toBe("es/404.html");
  });

  it("names the addresses a page's rules must cover (a slash is Netlify's to add)", () => {
    expect(addressesOf("index.html")).toEqual(["/", "/index.html"]);
    expect(addressesOf("es/about.html")).toEqual(["/es/about", "/es/about.html"]);
  });

  it("lists Gatsby's pages from its routes manifest: not the HTML files of static/, nor its slices, nor other files", () => {
    const routes: ManifestRoute[] = [
      ...page("/", "public/index.html"),
      ...page("/es/about", "public/es/about/index.html"),
      { type: "static", path: "/admin/index.html", filePath: "public/admin/index.html" },
      { type: "static", path: "/_gatsby/slices/_gatsby-scripts-1.html", filePath: "public/_gatsby/slices/_gatsby-scripts-1.html" },
      { type: "static", path: "/app-1234.js", filePath: "public/app-1234.js" },
    ];
    expect(builtPages(routes)).toEqual([
      { route: "/es/about", source: "public/es/about/index.html", file: "es/about.html", notFound: false },
      { route: "/", source: "public/index.html", file: "index.html", notFound: false },
    ]);
  });

  it("keeps one not-found page per language, the one whose address is its file", () => {
    const routes = [...page("/404", "public/404/index.html"), ...page("/404.html", "public/404.html"), ...page("/es/404.html", "public/es/404.html"), ...page("/es/404", "public/es/404/index.html")];
    expect(builtPages(routes)).toEqual([
      { route: "/404.html", source: "public/404.html", file: "404.html", notFound: true },
      { route: "/es/404.html", source: "public/es/404.html", file: "es/404.html", notFound: true },
    ]);
  });
});

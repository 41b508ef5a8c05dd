/**
 * Which page of the site shows each content file (paths under data/, `*` standing for one file
 * name): the editor previews a file as that page (src/admin/previewPages.tsx) and its "View the
 * page" leads there (plugins/editor/cmsConfig.ts). A file shared by several pages belongs to the
 * one where it shows most: stats.yaml on Impact, the header and footer's files on Home.
 */
export type PageName = "home" | "about" | "programs" | "impact" | "contact" | "legal";

const pageOfFile: readonly (readonly [pattern: string, page: PageName])[] = [
  ["pages/home.yaml", "home"],
  ["pages/about.yaml", "about"],
  ["pages/programs.yaml", "programs"],
  ["pages/impact.yaml", "impact"],
  ["pages/contact.yaml", "contact"],
  ["legal/*.yaml", "legal"],
  ["programs.yaml", "programs"],
  ["curriculum.yaml", "programs"],
  ["pillars.yaml", "about"],
  ["team.yaml", "about"],
  ["galleries.yaml", "about"],
  ["stats.yaml", "impact"],
  ["testimonials.yaml", "impact"],
  ["site.yaml", "home"],
  ["nav.yaml", "home"],
  ["layout.yaml", "home"],
  ["forms.yaml", "contact"],
];

/** Each page's address in English; a legal page is at its file's slug. */
export const pagePaths: Readonly<Record<Exclude<PageName, "legal">, string>> = {
  home: "/",
  about: "/about",
  programs: "/programs",
  impact: "/impact",
  contact: "/contact",
};

const matches = (pattern: string, file: string): boolean =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]+")}$`).test(file);

/** The page that shows a file of the repository ("data/legal/privacy.yaml"), if any. */
export function pageOfContentFile(repoPath: string): PageName | undefined {
  const file = repoPath.replace(/^data\//, "");
  return pageOfFile.find(([pattern]) => matches(pattern, file))?.[1];
}

/** The address of the page that shows a file, in English; a legal page's from its slug. */
export function pathOfContentFile(repoPath: string, slug?: unknown): string | undefined {
  const page = pageOfContentFile(repoPath);
  if (!page) return undefined;
  return page === "legal" ? `/${String(slug ?? "")}` : pagePaths[page];
}

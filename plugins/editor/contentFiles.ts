import path from "path";
import { locales } from "../../src/lib/locales";
import { yamlTypeFor } from "../../src/lib/contentFile";
import { readContentFile, yamlFiles } from "../content/validateContentDir";
import type { ContentFileEntry, ContentGroup } from "./cmsConfig";

/** How each file appears in the editor. A file not listed here still appears, under "More". */
const known: Record<string, { group: string; label: string }> = {
  "site.yaml": { group: "settings", label: "Organisation (name, contact details, social links)" },
  "nav.yaml": { group: "settings", label: "Navigation menus" },
  "layout.yaml": { group: "settings", label: "Header, footer and messages" },
  "forms.yaml": { group: "settings", label: "Forms (labels, options, e-mail texts)" },
  "programs.yaml": { group: "programs", label: "Programs" },
  "curriculum.yaml": { group: "programs", label: "11-week curriculum" },
  "pillars.yaml": { group: "programs", label: "Pillars" },
  "stats.yaml": { group: "people", label: "Impact figures" },
  "testimonials.yaml": { group: "people", label: "Testimonials" },
  "team.yaml": { group: "people", label: "Team" },
  "galleries.yaml": { group: "people", label: "Photo galleries" },
  "pages/home.yaml": { group: "pages", label: "Home page" },
  "pages/about.yaml": { group: "pages", label: "About page" },
  "pages/programs.yaml": { group: "pages", label: "Programs page" },
  "pages/impact.yaml": { group: "pages", label: "Impact page" },
  "pages/contact.yaml": { group: "pages", label: "Contact page" },
  "legal/privacy.yaml": { group: "legal", label: "Privacy Policy" },
  "legal/terms.yaml": { group: "legal", label: "Terms of Service" },
  "legal/accessibility.yaml": { group: "legal", label: "Accessibility statement" },
};

const groups: Omit<ContentGroup, "files">[] = [
  { name: "pages", label: "Pages", description: "The words and photos of each page." },
  { name: "programs", label: "Programs", description: "The programs, the 11-week curriculum and the pillars." },
  { name: "people", label: "People and impact", description: "Team, testimonials, figures and photo galleries." },
  { name: "settings", label: "Site settings", description: "Contact details, menus, forms and the texts every page shares." },
  { name: "legal", label: "Legal pages", description: "Privacy, Terms and Accessibility." },
  { name: "more", label: "More", description: "Other content files." },
];

/** Every YAML file in the content folder, grouped as the editor shows them (empty groups left out). */
export function contentGroups(dataDir: string): ContentGroup[] {
  const entries = yamlFiles(dataDir).map((relative) => {
    const parsed = path.posix.parse(relative);
    const content = readContentFile(dataDir, relative) as Partial<Record<string, unknown>> | null;
    const entry: ContentFileEntry = {
      name: relative.replace(/\.ya?ml$/i, "").replace(/\//g, "-"),
      label: known[relative]?.label ?? parsed.name.replace(/[-_]/g, " ").replace(/^./, (c) => c.toUpperCase()),
      file: `data/${relative}`,
      typeName: yamlTypeFor({ name: parsed.name, relativeDirectory: parsed.dir }),
      data: locales.map((locale) => content?.[locale]),
    };
    return { group: known[relative]?.group ?? "more", entry };
  });
  return groups
    .map((group) => ({ ...group, files: entries.filter((item) => item.group === group.name).map((item) => item.entry) }))
    .filter((group) => group.files.length > 0);
}

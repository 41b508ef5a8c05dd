import fs from "fs";
import path from "path";
import { Marked, type Tokens } from "marked";
import type { EditorWords } from "../../src/content/editorWords";
import { locales, type Locale } from "../../src/lib/locales";
import { fillTemplate } from "../../src/lib/template";
import { theme } from "../../src/theme/theme";
import { escapeHtml } from "./escapeHtml";

/**
 * The editors' guide in each interface language (docs/editing.md, docs/editing.es.md), as pages
 * beside the editor (public/admin/guide.html at /admin/guide, public/admin/guide-es.html at
 * /admin/guide-es), so an editor reads it where they edit rather than in the repository; the
 * editor's bar and every preview link to the one in the editor's language. A guide's link to the
 * other guide leads to its page; its links to the developers' documents name the repository's
 * files instead, in the guide's language (data/editor.yaml, interface.guideRepositoryFile).
 */
export interface EditorsGuide {
  /** Its Markdown, in docs/. */
  readonly document: string;
  /** Where the editor serves it (Netlify serves /admin/guide-es from admin/guide-es.html). */
  readonly address: string;
  /** Its file in public/admin/. */
  readonly file: string;
}

export const editorsGuides: Readonly<Record<Locale, EditorsGuide>> = {
  en: { document: "editing.md", address: "/admin/guide", file: "guide.html" },
  es: { document: "editing.es.md", address: "/admin/guide-es", file: "guide-es.html" },
};

/** The guide a link in docs/ leads to ("editing.es.md", "./editing.md#x"), if it is one. */
function linkedGuide(href: string): Locale | undefined {
  const document = path.posix.normalize(href.split("#")[0]);
  return locales.find((locale) => editorsGuides[locale].document === document);
}

/** docs/ Markdown as the guide's page: guides lead to their pages, other documents are named. */
function guideMarkdown(locale: Locale, words: EditorWords): Marked {
  return new Marked({
    gfm: true,
    renderer: {
      link(this: { parser: { parseInline(tokens: Tokens.Link["tokens"]): string } }, token: Tokens.Link): string | false {
        if (/^https?:|^mailto:|^#|^\//.test(token.href)) return false;
        const text = this.parser.parseInline(token.tokens);
        const guide = linkedGuide(token.href);
        if (guide) {
          const language = guide === locale ? "" : ` hreflang="${guide}" lang="${guide}"`;
          return `<a href="${escapeHtml(editorsGuides[guide].address)}"${language}>${text}</a>`;
        }
        const file = `<code>${escapeHtml(path.posix.normalize(path.posix.join("docs", token.href)))}</code>`;
        return `${text} (${fillTemplate(escapeHtml(words.interface.guideRepositoryFile), { file })})`;
      },
    },
  });
}

/** The guide's own layout: a readable column on the editor's global style. */
const guideCss = `
  .editors-guide { max-width: ${theme.sizes.prose}; margin: 0 auto; padding: ${theme.space.lg} ${theme.space.md} ${theme.space["2xl"]}; }
  .editors-guide table { border-collapse: collapse; margin-block: ${theme.space.md}; }
  .editors-guide th, .editors-guide td { border: ${theme.sizes.border} solid ${theme.roles.border.subtle}; padding: ${theme.space.xs} ${theme.space.sm}; text-align: left; vertical-align: top; }
`;

/**
 * One guide's page, in its language: `words` are the editor's words in it (data/editor.yaml), which
 * name the page ("Editors' guide", "Guía de edición").
 */
export function editorsGuidePage({ markdown, locale, words, siteName, stylesheet }: { markdown: string; locale: Locale; words: EditorWords; siteName: string; stylesheet: string }): string {
  const body = guideMarkdown(locale, words).parse(markdown, { async: false });
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(words.interface.guideLink)} — ${escapeHtml(siteName)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${stylesheet}" />
    <style>${guideCss}</style>
  </head>
  <body>
    <main class="editors-guide">
${body}
    </main>
  </body>
</html>
`;
}

/**
 * Writes each guide into public/admin/ from the project's docs/, in every language the editor has
 * words for (data/editor.yaml); a language without its guide is a mistake, named.
 */
export function writeEditorsGuides({
  adminDir,
  siteName,
  stylesheet,
  words,
  projectDir = process.cwd(),
}: {
  adminDir: string;
  siteName: string;
  stylesheet: string;
  words: Readonly<Partial<Record<Locale, EditorWords>>>;
  projectDir?: string;
}): void {
  for (const locale of locales) {
    const own = words[locale];
    if (!own) continue;
    const guide = editorsGuides[locale];
    const source = path.join(projectDir, "docs", guide.document);
    if (!fs.existsSync(source)) throw new Error(`docs/${guide.document}: the editors' guide in ${locale} is missing`);
    fs.writeFileSync(path.join(adminDir, guide.file), editorsGuidePage({ markdown: fs.readFileSync(source, "utf8"), locale, words: own, siteName, stylesheet }));
  }
}

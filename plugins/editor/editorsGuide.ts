import fs from "fs";
import path from "path";
import { Marked, type Tokens } from "marked";
import { theme } from "../../src/theme/theme";
import { escapeHtml } from "./escapeHtml";

/**
 * docs/editing.md, the editors' guide, as a page beside the editor (public/admin/guide.html, at
 * /admin/guide), so an editor reads it where they edit rather than in the repository. Its links
 * to the developers' documents lead to the repository's files, which the guide names as such.
 */
/** A link to another document of the repository (README.md, launch.md) names the file: the editor serves only this one. */
const guideMarkdown = new Marked({
  gfm: true,
  renderer: {
    link(this: { parser: { parseInline(tokens: Tokens.Link["tokens"]): string } }, token: Tokens.Link): string | false {
      if (/^https?:|^mailto:|^#|^\//.test(token.href)) return false;
      return `${this.parser.parseInline(token.tokens)} (<code>${escapeHtml(path.posix.normalize(path.posix.join("docs", token.href)))}</code> in the site's repository)`;
    },
  },
});

/** The guide's own layout: a readable column on the editor's global style. */
const guideCss = `
  .editors-guide { max-width: ${theme.sizes.prose}; margin: 0 auto; padding: ${theme.space.lg} ${theme.space.md} ${theme.space["2xl"]}; }
  .editors-guide table { border-collapse: collapse; margin-block: ${theme.space.md}; }
  .editors-guide th, .editors-guide td { border: ${theme.sizes.border} solid ${theme.roles.border.subtle}; padding: ${theme.space.xs} ${theme.space.sm}; text-align: left; vertical-align: top; }
`;

export function editorsGuidePage({ markdown, siteName, stylesheet }: { markdown: string; siteName: string; stylesheet: string }): string {
  const body = guideMarkdown.parse(markdown, { async: false });
  const title = /^#\s+(.+)$/m.exec(markdown)?.[1] ?? "Editing the site's content";
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)} — ${escapeHtml(siteName)}</title>
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

/** Writes the guide into public/admin/guide.html from the project's docs/editing.md. */
export function writeEditorsGuide({ adminDir, siteName, stylesheet, projectDir = process.cwd() }: { adminDir: string; siteName: string; stylesheet: string; projectDir?: string }): void {
  const markdown = fs.readFileSync(path.join(projectDir, "docs", "editing.md"), "utf8");
  fs.writeFileSync(path.join(adminDir, "guide.html"), editorsGuidePage({ markdown, siteName, stylesheet }));
}

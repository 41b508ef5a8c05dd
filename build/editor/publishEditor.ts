import crypto from "crypto";
import fs from "fs";
import { createRequire } from "module";
import path from "path";
import { load } from "js-yaml";
import { globalCss } from "../../src/theme/globalCss";
import { theme } from "../../src/theme/theme";

/**
 * Puts the content editor into the build (gatsby-node.ts onPostBuild): Decap CMS's self-contained
 * bundle and the Netlify Identity widget, copied from their npm packages (never from a CDN), the
 * preview templates and a preview style drawn from the site's theme. Every script and style gets
 * a versioned or content-hashed address, so the year-long caching of *.js and *.css is safe, and
 * public/admin/index.html is given those addresses.
 */
const hashed = (name: string, content: string | Buffer): string => {
  const hash = crypto.createHash("sha256").update(content).digest("hex").slice(0, 12);
  const { name: base, ext } = path.parse(name);
  return `${base}-${hash}${ext}`;
};

/** The editor's preview: the site's global rules plus a readable layout for any entry. */
export function previewCss(): string {
  const { colors, fonts, fontSizes, fontWeights, radii, space, sizes } = theme;
  return [
    globalCss(theme),
    `.preview{max-width:${sizes.prose};margin:0 auto;padding:${space.lg}}`,
    `.preview-kicker{font-size:${fontSizes.xs};color:${colors.inkMuted};margin-bottom:${space.md}}`,
    `.preview-block{border-left:${space["3xs"]} solid ${colors.amber};padding-left:${space.md};margin-bottom:${space.lg}}`,
    `.preview-field{margin-bottom:${space.sm}}`,
    `.preview-label{font-family:${fonts.body};font-size:${fontSizes.xs};font-weight:${fontWeights.bold};text-transform:uppercase;color:${colors.amberText};margin-bottom:${space["3xs"]}}`,
    `.preview-list{padding-left:${space.md}}`,
    `.preview-photo{max-width:100%;border-radius:${radii.md}}`,
  ].join("\n");
}

function copyFiles(from: string, to: string, keep: (name: string) => boolean): void {
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from)) if (keep(name)) fs.copyFileSync(path.join(from, name), path.join(to, name));
}

/** The file entries the editor's config.yml (as served) lists: the previews register one each. */
function configuredFileNames(configFile: string): string[] {
  const config = load(fs.readFileSync(configFile, "utf8")) as { collections?: { files?: { name: string }[] }[] };
  return (config.collections ?? []).flatMap((collection) => (collection.files ?? []).map((file) => file.name));
}

const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `siteName`: the organisation's name (data/site.yaml), for the editor's page title. */
export function publishEditor({ publicDir, siteName }: { publicDir: string; siteName: string }): void {
  const adminDir = path.join(publicDir, "admin");
  const indexFile = path.join(adminDir, "index.html");
  if (!fs.existsSync(indexFile)) throw new Error("public/admin/index.html is missing: static/admin/index.html must exist");

  // Resolved from the project, as Node would (gatsby-node.ts is bundled, so `require` is not Node's).
  const resolve = createRequire(path.join(process.cwd(), "package.json")).resolve;
  const decapPackage = resolve("decap-cms/package.json");
  const decapVersion = (JSON.parse(fs.readFileSync(decapPackage, "utf8")) as { version: string }).version;
  const decapFolder = `decap-cms-${decapVersion}`;
  // The main bundle and the numbered chunks it loads from beside itself; not the source maps.
  copyFiles(path.join(path.dirname(decapPackage), "dist"), path.join(adminDir, decapFolder), (name) => /(^|\.)decap-cms\.js$/.test(name));

  const identityPackage = resolve("netlify-identity-widget/package.json");
  const identityVersion = (JSON.parse(fs.readFileSync(identityPackage, "utf8")) as { version: string }).version;
  const identityFolder = `netlify-identity-widget-${identityVersion}`;
  copyFiles(path.join(path.dirname(identityPackage), "build"), path.join(adminDir, identityFolder), (name) => name === "netlify-identity-widget.js");

  const previewsSource = path.join(adminDir, "previews.js");
  const previews = fs.readFileSync(previewsSource);
  const previewsName = hashed("previews.js", previews);
  fs.writeFileSync(path.join(adminDir, previewsName), previews);
  fs.rmSync(previewsSource);

  const css = previewCss();
  const cssName = hashed("preview.css", css);
  fs.writeFileSync(path.join(adminDir, cssName), css);

  const fileNames = configuredFileNames(path.join(adminDir, "config.yml"));
  const html = fs
    .readFileSync(indexFile, "utf8")
    .replace("%SITE_NAME%", escapeHtml(siteName))
    .replace("%IDENTITY_WIDGET%", `/admin/${identityFolder}/netlify-identity-widget.js`)
    .replace("%DECAP_CMS%", `/admin/${decapFolder}/decap-cms.js`)
    .replace("%PREVIEWS%", `/admin/${previewsName}`)
    .replace("%PREVIEW_STYLE%", `/admin/${cssName}`)
    .replace("</head>", `<script type="application/json" id="cms-files">${JSON.stringify(fileNames)}</script>\n  </head>`);
  if (/%[A-Z_]+%/.test(html)) throw new Error("public/admin/index.html: a placeholder was not filled in");
  fs.writeFileSync(indexFile, html);
}

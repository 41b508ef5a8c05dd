import { contentDir } from "./paths";
import { checkPhotoFiles } from "./photoFiles";
import { siteRoutes } from "./siteRoutes";
import { validateContentDir } from "./validateContentDir";

export interface ContentFindings {
  /** What a build refuses: one line each, naming the file, the entry and the field. */
  readonly problems: string[];
  /** What it only warns about (a photo holding a GPS position). */
  readonly warnings: string[];
}

/**
 * The build's whole content check of a content folder: every YAML file against the content model
 * (links against the site's pages) and every photo file. The build runs it first
 * (./gatsby-node.ts); `gatsby develop` also runs it for the editor (plugins/editor/developEditor.ts)
 * and for the site's error overlay (./developProblems.ts).
 */
export async function checkContent(dataDir: string = contentDir): Promise<ContentFindings> {
  const photos = await checkPhotoFiles(dataDir);
  const routes = siteRoutes(process.cwd(), dataDir);
  return { problems: [...validateContentDir(dataDir, undefined, routes), ...photos.problems], warnings: photos.warnings };
}

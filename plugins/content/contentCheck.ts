import { contentDir } from "./paths";
import { photoFileProblems } from "./photoFiles";
import { siteRoutes } from "./siteRoutes";
import { checkContentDir, describeToReview, factFindingsDir, textsToReviewDir } from "./validateContentDir";
import { describeProblem, type Problem } from "../../src/content/problems";

export interface ContentFindings {
  /** What a build refuses: one line each, naming the file, the entry and the field. */
  readonly problems: string[];
  /** What it only warns about: a translation to review (its other language changed since it was written). */
  readonly warnings: string[];
  /** A number that may be one of the organisation's facts written by hand (src/content/factCheck.ts): refused nothing. */
  readonly factWarnings: string[];
}

/**
 * The build's whole content check of a content folder, as data (src/content/problems.ts): every
 * YAML file against the content model (links against the site's pages), the editor's words, and
 * every photo file. The build runs it first (./gatsby-node.ts); `gatsby develop` also runs it for
 * the editor (plugins/editor/developEditor.ts) and the site's error overlay (./developProblems.ts).
 */
export async function contentProblems(dataDir: string = contentDir): Promise<Problem[]> {
  const routes = siteRoutes(process.cwd(), dataDir);
  return [...checkContentDir(dataDir, undefined, routes), ...(await photoFileProblems(dataDir))];
}

/** The same, one line per problem, as the build and the terminal write them. */
export async function checkContent(dataDir: string = contentDir): Promise<ContentFindings> {
  return {
    problems: (await contentProblems(dataDir)).map(describeProblem),
    warnings: textsToReviewDir(dataDir, process.cwd()).map(describeToReview),
    factWarnings: factFindingsDir(dataDir, process.cwd()).warnings.map(describeProblem),
  };
}

import { useContext } from "react";
import { StaticQueryContext } from "./StaticQueryContext";

/**
 * The `gatsby` module in the editor's bundle (plugins/editor/editorBundle.ts aliases it here), as
 * Gatsby's unit-testing guide mocks it: a `graphql` tag gives its query's text (./queryText.ts),
 * and `useStaticQuery` runs that query over the preview's content (./contentQueries.ts).
 */
export { graphql } from "./queryText";

export function useStaticQuery<Data>(query: unknown): Data {
  const run = useContext(StaticQueryContext);
  if (run === null) throw new Error("A static query ran outside the editor's preview (SitePagePreview provides its content)");
  return run(String(query)) as Data;
}

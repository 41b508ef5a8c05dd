import { useContext } from "react";
import { StaticQueryContext } from "./StaticQueryContext";

/**
 * The `gatsby` module in the editor's bundle (plugins/editor/editorBundle.ts aliases it here), as
 * Gatsby's unit-testing guide mocks it: the pages' `graphql` tags were run at build and mean
 * nothing here, and `useStaticQuery` answers from the preview's content.
 */
export function graphql(..._query: unknown[]): void {}

export function useStaticQuery<Data>(..._query: unknown[]): Data {
  const data = useContext(StaticQueryContext);
  if (data === null) throw new Error("A static query ran outside the editor's preview (PreviewRoot provides its data)");
  return data as Data;
}

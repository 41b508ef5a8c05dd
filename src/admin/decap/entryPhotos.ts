import type { DecapPreviewProps, ImmutableList, ImmutableMap } from "./decap";
import { snapshotPhotoUrl } from "../contentSnapshot";
import type { DataPath, PhotoUrl } from "../preview/previewData";

/**
 * The field definition (from config.yml, as Decap holds it) of a place in the entry's data:
 * ["programs", 2, "photo", "file"] → the image field `file` of the list's `photo` object.
 * A list position steps into the list's item fields (`fields`) or its one item field (`field`).
 */
export function fieldAt(fields: ImmutableList<ImmutableMap>, at: DataPath): ImmutableMap | undefined {
  let current: ImmutableMap | undefined;
  let children: ImmutableList<ImmutableMap> | undefined = fields;
  for (const key of at) {
    if (typeof key === "number") {
      const item = current?.get("field") as ImmutableMap | undefined;
      if (item) {
        current = item;
        children = item.get("fields") as ImmutableList<ImmutableMap> | undefined;
      }
      continue;
    }
    current = children?.find((field) => field.get("name") === key);
    if (!current) return undefined;
    children = current.get("fields") as ImmutableList<ImmutableMap> | undefined;
  }
  return current;
}

/**
 * The entry's own photos, as Decap has them: the file in the repository (its media folder found
 * from the field's definition), or one the editor has just uploaded. While Decap moves from one
 * entry to another, the fields may not be the entry's yet: without its field, Decap would look in
 * the wrong folder, so the photo is taken from the build's copy until they match.
 */
export function entryPhotoUrl(repoPath: string, { getAsset, fields }: Pick<DecapPreviewProps, "getAsset" | "fields">): PhotoUrl {
  return (file, at) => {
    const field = fieldAt(fields, at);
    if (!field) return snapshotPhotoUrl(repoPath, file);
    return getAsset(file, field)?.toString() || undefined;
  };
}

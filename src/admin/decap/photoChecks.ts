import { maximumPhotoBytes, megabytes, minimumPhotoWidth, photoFileName } from "../../content/photoRules";
import type { Problem } from "../../content/problems";

/**
 * A photo chosen for upload, checked in the browser before Decap adds it (./uploadGuard.ts) and
 * again before a save (./checkBeforeSave.ts), by the rules the build holds the photos in data/ to
 * (src/content/photoRules.ts): readable, at most 10 MB, at least 1,200 px wide as it is shown
 * (createImageBitmap turns a phone's photo upright from its orientation, as the site does).
 */
export async function photoProblems(file: Blob & { name?: string }, label: string = file.name ?? ""): Promise<Problem[]> {
  const problems: Problem[] = [];
  const report = (code: Problem["code"], params: Problem["params"] = {}) => problems.push({ file: label, path: [], code, params });
  if (file.size > maximumPhotoBytes) report("photoTooLarge", { size: megabytes(file.size), max: maximumPhotoBytes / 1e6 });
  if (label && !photoFileName.test(label)) {
    report("photoUnreadable");
    return problems;
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    report("photoUnreadable");
    return problems;
  }
  const width = bitmap.width;
  bitmap.close();
  if (width < minimumPhotoWidth) report("photoTooNarrow", { width, min: minimumPhotoWidth });
  return problems;
}

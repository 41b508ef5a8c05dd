import type { Problem } from "../../content/problems";
import { photoForUpload, type UploadPhoto } from "./photoChecks";

/**
 * A photo chosen for upload is checked before Decap adds it (Decap has no step between choosing a
 * file and adding it): the change of any file input of the editor is held, the files checked
 * (./photoChecks.ts), and passed on to Decap only when every one is a photo the build accepts.
 * A refused one is named, and the input emptied, so nothing is written that the build would
 * refuse. Decap then writes the photo without its location and camera details, upright (its
 * media_processing, plugins/editor/cmsConfig.ts); a photo in a format it would write as it is
 * (a phone's AVIF) is handed to it as a JPEG drawn from it here.
 */
export interface UploadFeedback {
  refused(problems: readonly Problem[]): void;
  /** Added; `converted`: each photo drawn again as a JPEG, by the name chosen and the name added. */
  added(converted: readonly { from: string; to: string }[]): void;
}

/** Puts files in a file input as if chosen there (a DataTransfer's list is the only one a script can make). */
function choose(input: HTMLInputElement, files: readonly File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
}

export function guardUploads(doc: Document, feedback: UploadFeedback): void {
  const passing = new WeakSet<EventTarget>();
  doc.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || passing.has(input)) return;
      const files = Array.from(input.files ?? []);
      if (files.length === 0) return;
      // Decap sees the choice only once it is checked.
      event.stopImmediatePropagation();
      void Promise.all(files.map((file) => photoForUpload(file))).then((checked: UploadPhoto[]) => {
        const problems = checked.flatMap((photo) => photo.problems);
        if (problems.length > 0) {
          input.value = "";
          feedback.refused(problems);
          return;
        }
        const converted = checked.flatMap((photo) => (photo.convertedFrom ? [{ from: photo.convertedFrom, to: photo.file.name }] : []));
        if (converted.length > 0) choose(input, checked.map((photo) => photo.file));
        passing.add(input);
        try {
          input.dispatchEvent(new Event("change", { bubbles: true }));
        } finally {
          passing.delete(input);
        }
        feedback.added(converted);
      });
    },
    true,
  );
}

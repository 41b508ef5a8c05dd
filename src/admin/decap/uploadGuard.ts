import type { Problem } from "../../content/problems";
import { photoProblems } from "./photoChecks";

/**
 * A photo chosen for upload is checked before Decap adds it (Decap has no step between choosing a
 * file and adding it): the change of any file input of the editor is held, the files checked
 * (./photoChecks.ts), and passed on to Decap only when every one is a photo the build accepts.
 * A refused one is named, and the input emptied, so nothing is written that the build would
 * refuse. Decap then writes the photo without its location and camera details, upright (its
 * media_processing, plugins/editor/cmsConfig.ts).
 */
export interface UploadFeedback {
  refused(problems: readonly Problem[]): void;
  added(): void;
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
      void Promise.all(files.map((file) => photoProblems(file))).then((found) => {
        const problems = found.flat();
        if (problems.length > 0) {
          input.value = "";
          feedback.refused(problems);
          return;
        }
        passing.add(input);
        try {
          input.dispatchEvent(new Event("change", { bubbles: true }));
        } finally {
          passing.delete(input);
        }
        feedback.added();
      });
    },
    true,
  );
}

import { browserSessionStorage, clearPostedDrafts } from "./drafts";

/**
 * The `form-sent` module, on the thank-you page (src/pages/thank-you.tsx), which Netlify answers a
 * form's post with: the post arrived, so the drafts of the forms posted from their page go
 * (drafts.ts markPosted). Reaching the page any other way clears nothing else.
 */
export default class FormSent {
  constructor(root: HTMLElement) {
    if (!root.isConnected) throw new Error("form-sent: the module's root is not on the page");
    clearPostedDrafts(browserSessionStorage());
  }
}

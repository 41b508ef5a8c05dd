import { data } from "../../enhance/markup";

/**
 * The `not-found` module (pages/404.tsx): logs the path the visitor asked for (Netlify serves the
 * not-found page at that path, not at /404/), after the message in `data-log-message`.
 */
export default class NotFoundLog {
  constructor(root: HTMLElement) {
    console.error(data(root, ["logMessage"], "not-found").logMessage, window.location.pathname);
  }
}

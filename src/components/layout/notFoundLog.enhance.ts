/**
 * The `not-found` module (pages/404.tsx): logs the path the visitor asked for (Netlify serves the
 * not-found page at that path, not at /404/), after the message in `data-log-message`.
 */
export default class NotFoundLog {
  constructor(root: HTMLElement) {
    const message = root.dataset.logMessage;
    if (!message) throw new Error("not-found: no data-log-message on the page");
    console.error(message, window.location.pathname);
  }
}

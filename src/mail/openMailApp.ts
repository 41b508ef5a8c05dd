/**
 * Hands a mailto: link to the browser, which opens the visitor's mail app. One place, so tests
 * can watch what would have been opened.
 */
export function openMailApp(mailtoUrl: string): void {
  window.location.href = mailtoUrl;
}

/**
 * React 18's streaming renderer, which Gatsby writes every page with, encodes into 2,048-byte
 * buffers; when a character of several bytes (á, ñ, ¿, —) does not fit at a buffer's end it flushes
 * the whole buffer, its unwritten bytes included: NUL bytes (U+0000) between two characters, on any
 * page an edit moves a boundary onto (react#27554; fixed in React 19). No HTML text holds a NUL, so
 * the finishing step (./finishSite.ts) takes them out of every page, and the build fails naming a
 * page that still has one.
 */
export function withoutStrayNulBytes(html: string): string {
  return html.includes("\u0000") ? html.replace(/\u0000/g, "") : html;
}

/** The pages (as `file` names) that hold a NUL byte. */
export function pagesWithNulBytes(pages: readonly { file: string; html: string }[]): string[] {
  return pages.filter((page) => page.html.includes("\u0000")).map((page) => page.file);
}

/**
 * styled-components' style sheet as the server renders it carries, for each component, a marker
 * rule (`data-styled.g1[id="sc-…"]{content:"…"}`) and `/*!sc*\/` comments: what its browser runtime
 * reads to take the sheet over. No page runs that runtime (the browser gets no framework), so
 * they go: about 6 KB of every page's HTML, 0.7 KB brotli, which put the longer pages past the
 * first round trip on a slow connection.
 */
export function withoutRehydrationMarkers(css: string): string {
  return css.replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?/g, "").replace(/\/\*!sc\*\/\n?/g, "\n").trim();
}

/**
 * Without JavaScript the menu button cannot work, so the header stops being fixed and simply
 * shows its links (the selectors are data attributes set in Header.tsx and MainNav.tsx, beside
 * this file); gatsby-ssr.tsx writes these rules into every page inside <noscript>.
 */
export const noScriptCss = [
  "[data-menu-toggle]{display:none!important}",
  "[data-site-header]{position:static!important;height:auto!important}",
  "[data-site-header]>div{flex-wrap:wrap;padding-block:0.5rem}",
  // The language link first, then the links on lines of their own.
  "[data-site-header] nav{flex-wrap:wrap}",
  "[data-menu-panel]{display:flex!important;flex-wrap:wrap;align-items:center;gap:0.5rem;position:static!important;box-shadow:none!important;border:0!important;padding:0!important;max-height:none!important}",
  "[data-menu-panel] ul{flex-direction:row!important;flex-wrap:wrap}",
  "[data-menu-panel] a{border:0!important}",
  "[data-site-main]{padding-top:0!important}",
  // Buttons that only work with JavaScript (mail actions): the forms say how to write instead.
  "[data-needs-js]{display:none!important}",
].join("");

/** @jest-environment node */
import { styleAttributes, withoutGatsbyRouterMarkup } from "./routerMarkup";

// What Gatsby 5 writes around every page's content.
const gatsbyPage =
  '<body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><a href="#main">Skip</a><main id="main">Hi</main></div>' +
  '<div id="gatsby-announcer" style="position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0" aria-live="assertive" aria-atomic="true"></div></div></body>';

describe("Gatsby's router markup, removed from every built page (plugins/site-finish/routerMarkup.ts)", () => {
  it("keeps the focus wrapper without its style and tabindex, and drops the empty route announcer", () => {
    expect(withoutGatsbyRouterMarkup(gatsbyPage)).toBe(
      '<body><div id="___gatsby"><div id="gatsby-focus-wrapper"><a href="#main">Skip</a><main id="main">Hi</main></div></div></body>',
    );
  });

  it("leaves a page without that markup, or already tidied, as it is", () => {
    const tidy = withoutGatsbyRouterMarkup(gatsbyPage);
    expect(withoutGatsbyRouterMarkup(tidy)).toBe(tidy);
    expect(withoutGatsbyRouterMarkup("<p>style=\"x\" is only text here</p>")).toBe("<p>style=\"x\" is only text here</p>");
  });

  it("finds every style attribute left, in any quoting, and not a <style> element or text", () => {
    expect(styleAttributes(gatsbyPage)).toHaveLength(2);
    expect(styleAttributes("<img alt='' style='width:1px'><p STYLE=color:red>a</p>")).toEqual(["<img alt='' style='width:1px'>", "<p STYLE=color:red>"]);
    expect(styleAttributes('<style data-styled="">.a{}</style><p>style="x"</p>')).toEqual([]);
    expect(styleAttributes('<p data-intro="a style=&quot;x&quot; b" title=\'no style="y"\'>text</p>')).toEqual([]);
    expect(styleAttributes('<input disabled style="color:red">')).toEqual(['<input disabled style="color:red">']);
    expect(styleAttributes(withoutGatsbyRouterMarkup(gatsbyPage))).toEqual([]);
  });
});

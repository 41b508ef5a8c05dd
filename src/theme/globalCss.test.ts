import { globalCss } from "./globalCss";
import { theme } from "./theme";

describe("globalCss", () => {
  const css = globalCss(theme);

  it("sets the page's colours and type from the theme", () => {
    expect(css).toContain(`body{margin:0;background:${theme.roles.surface.page};color:${theme.roles.text.body};font-family:${theme.fonts.body}`);
    expect(css).toContain(`h1,h2,h3,h4{font-family:${theme.fonts.heading}`);
  });

  it("keeps anchored sections below the fixed header and the focus ring visible", () => {
    expect(css).toContain(`scroll-padding-top:calc(${theme.sizes.headerHeight} + ${theme.space.md})`);
    expect(css).toContain(`:focus-visible{outline:${theme.sizes.focusRing} solid ${theme.roles.focus.ring}`);
  });

  it("is one line of CSS without leftover interpolation", () => {
    expect(css).not.toMatch(/\n|\$\{|undefined/);
  });
});

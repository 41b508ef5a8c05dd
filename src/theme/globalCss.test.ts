import { globalCss } from "./globalCss";
import { theme } from "./theme";

describe("globalCss", () => {
  const css = globalCss(theme);

  it("sets the page's colours and type from the theme", () => {
    expect(css).toContain(`body{margin:0;background:${theme.roles.surface.page};color:${theme.roles.text.body};font-family:${theme.fonts.body}`);
    expect(css).toContain(`h1,h2,h3,h4{font-family:${theme.fonts.heading}`);
  });

  it("keeps what Tab or a link scrolls to below the header where it is fixed, and its focus ring in view everywhere", () => {
    const ringRoom = `calc(${theme.sizes.focusRing} + ${theme.space["3xs"]} + ${theme.space.xs})`;
    const belowHeader = `calc(${theme.sizes.headerHeight} + ${theme.space.md})`;
    expect(css).toContain(`html{-webkit-text-size-adjust:100%;text-size-adjust:100%;scroll-padding-top:${ringRoom};`);
    expect(css).toContain(`${theme.tall}{html{scroll-padding-top:${belowHeader}}html:has(textarea:focus){scroll-padding-top:calc(${belowHeader} + ${theme.space.md})}[id]{scroll-margin-top:${belowHeader}}}`);
    expect(css).toContain(`:focus-visible{outline:${theme.sizes.focusRing} solid ${theme.roles.focus.ring}`);
  });

  it("keeps every paragraph's lines to 65 ch at most (WCAG 1.4.8), and leaves the gap between paragraphs to prose", () => {
    expect(css).toContain(`max-inline-size:${theme.sizes.measure}`);
    // A paragraph's gap is Prose's (src/components/ui/Prose.tsx): a card's line after a paragraph keeps the card's gap.
    expect(css).not.toMatch(/p\s*\+\s*p/);
  });

  it("leaves room under a control Tab scrolls in from below for its whole focus ring", () => {
    const ringRoom = `calc(${theme.sizes.focusRing} + ${theme.space["3xs"]} + ${theme.space.xs})`;
    expect(css).toContain(`scroll-padding-bottom:${ringRoom}`);
    expect(css).toContain(`a,button,input,select,textarea,summary,[tabindex]{scroll-margin-bottom:${ringRoom}}`);
    expect(css).toContain(`html:has(textarea:focus){scroll-padding-top:calc(${ringRoom} + ${theme.space.md});scroll-padding-bottom:calc(${theme.sizes.tapTarget} * 4 + ${ringRoom})}`);
  });

  it("is one line of CSS without leftover interpolation", () => {
    expect(css).not.toMatch(/\n|\$\{|undefined/);
  });
});

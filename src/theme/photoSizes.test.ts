import { photoSizes } from "./photoSizes";
import { theme } from "./theme";

describe("photoSizes", () => {
  it("writes each breakpoint as the theme's media queries do, in em", () => {
    expect(photoSizes([["lg", "35rem"], ["md", "calc(50vw - 3rem)"]], "calc(100vw - 2rem)")).toBe(
      "(min-width: 64em) 35rem, (min-width: 48em) calc(50vw - 3rem), calc(100vw - 2rem)",
    );
    for (const [name, px] of Object.entries(theme.breakpoints)) {
      expect(photoSizes([[name as keyof typeof theme.breakpoints, "10rem"]], "100vw")).toBe(`(min-width: ${px / 16}em) 10rem, 100vw`);
      expect(theme.media[name as keyof typeof theme.media]).toBe(`@media (min-width: ${px / 16}em)`);
    }
  });

  it("takes a width of the theme's as the condition too, and a single width alone", () => {
    expect(photoSizes([[theme.sizes.content, theme.sizes.content]], "100vw")).toBe("(min-width: 72rem) 72rem, 100vw");
    expect(photoSizes([], "100vw")).toBe("100vw");
  });
});

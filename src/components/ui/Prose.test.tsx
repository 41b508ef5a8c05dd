import React from "react";
import { render } from "@testing-library/react";
import { Prose } from "./Prose";
import { theme } from "../../theme/theme";

describe("Prose", () => {
  it("puts its paragraphs 1.5 lines apart (WCAG 1.4.8), and only its own: not those of a card inside it", () => {
    expect(theme.space.paragraph).toBe(`${1.5 * theme.lineHeights.body}em`);
    const { container } = render(
      <Prose>
        <p>One.</p>
        <p>Two.</p>
      </Prose>,
    );
    const proseClass = Array.from((container.firstElementChild as HTMLElement).classList).pop();
    const css = Array.from(document.querySelectorAll("style"), (style) => style.textContent).join("");
    expect(css).toContain(`.${proseClass}>p+p{margin-top:${theme.space.paragraph};}`);
  });
});

import React from "react";
import { render, screen } from "@testing-library/react";
import { Gallery } from "./Gallery";
import { photoSlotSizes } from "./Photo";
import { fakeImage } from "../../../tests/support/content";

const photos = ["Building Confidence", "Success Stories"].map((caption) => ({
  alt: `Photo: ${caption}`,
  caption,
  file: { childImageSharp: { gatsbyImageData: fakeImage(caption) } },
}));

const styles = () => Array.from(document.querySelectorAll("style"), (style) => style.textContent).join("");
/** The class styled-components gives the caption's rules (the last of its classes). */
const captionClass = (caption: string) => Array.from(screen.getByText(caption).classList).pop() ?? "";

describe("Gallery with captions over the photos", () => {
  it("gives each photo's figure its caption as a <figcaption>, which screen readers read (and name the figure by, in browsers)", () => {
    render(<Gallery photos={photos} captions="over" />);
    expect(screen.getAllByRole("figure").map((figure) => figure.querySelector("figcaption")?.textContent)).toEqual(["Building Confidence", "Success Stories"]);
  });

  it("shows every caption at all times: nothing appears on hover or focus (WCAG 1.4.13), so no photo is a focus stop and no script runs", () => {
    render(<Gallery photos={photos} captions="over" />);
    const css = styles();
    const caption = `.${captionClass("Building Confidence")}`;
    expect(css).toContain(`${caption}{`);
    expect(css).not.toMatch(/opacity|:hover|:focus/);
    expect(document.querySelectorAll("[tabindex], [data-module]")).toHaveLength(0);
  });
});

describe("Gallery with captions under the photos", () => {
  it("shows every caption under its photo and makes nothing focusable or scripted", () => {
    render(<Gallery photos={photos} />);
    expect(screen.getByText("Building Confidence")).toBeVisible();
    expect(screen.getAllByRole("figure").every((figure) => !figure.hasAttribute("tabindex"))).toBe(true);
    expect(screen.getByRole("list")).not.toHaveAttribute("data-module");
  });

  it("gives each photo the width its shape shows it at", () => {
    const { unmount } = render(<Gallery photos={photos} />);
    expect(screen.getByAltText("Photo: Success Stories")).toHaveAttribute("sizes", photoSlotSizes.gallery);
    unmount();
    render(<Gallery photos={photos} shape="portrait" />);
    expect(screen.getByAltText("Photo: Success Stories")).toHaveAttribute("sizes", photoSlotSizes.portrait);
  });
});

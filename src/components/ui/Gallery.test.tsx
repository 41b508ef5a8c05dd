import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Gallery } from "./Gallery";
import { photoSlotSizes } from "./Photo";
import GalleryModule from "./gallery.enhance";
import { initAll } from "../../enhance/initAll";
import { fakeImage } from "../../../tests/support/content";

const photos = ["Building Confidence", "Success Stories"].map((caption) => ({
  alt: `Photo: ${caption}`,
  caption,
  file: { childImageSharp: { gatsbyImageData: fakeImage(caption) } },
}));

const figureOf = (caption: string) => screen.getByText(caption).closest("figure") as HTMLElement;
const styles = () => Array.from(document.querySelectorAll("style"), (style) => style.textContent).join("");
/** The class styled-components gives the caption's rules (the last of its classes). */
const captionClass = (caption: string) => Array.from(screen.getByText(caption).classList).pop() ?? "";

/** A reveal gallery as the server renders it, with the gallery module started. */
function revealGallery() {
  render(<Gallery photos={photos} captions="reveal" />);
  initAll({ gallery: GalleryModule }, { scope: document });
}

describe("Gallery with captions shown on hover, as the server renders it", () => {
  it("keeps every caption in the figure for screen readers", () => {
    render(<Gallery photos={photos} captions="reveal" />);
    expect(screen.getAllByRole("figure").map((figure) => figure.querySelector("figcaption")?.textContent)).toEqual([
      "Building Confidence",
      "Success Stories",
    ]);
  });

  it("names each focusable photo by its caption, as a control that takes focus must be named", () => {
    render(<Gallery photos={photos} captions="reveal" />);
    expect(screen.getByRole("figure", { name: "Building Confidence" })).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("figure", { name: "Success Stories" })).toHaveAttribute("tabindex", "0");
  });

  it("makes each photo focusable, so the keyboard reveals what hovering does", async () => {
    const user = userEvent.setup();
    render(<Gallery photos={photos} captions="reveal" />);
    await user.tab();
    expect(figureOf("Building Confidence")).toHaveFocus();
    await user.tab();
    expect(figureOf("Success Stories")).toHaveFocus();
  });

  it("hides the captions by CSS until the photo is hovered or focused, and always shows them on touch screens", () => {
    render(<Gallery photos={photos} captions="reveal" />);
    const css = styles();
    const caption = `.${captionClass("Building Confidence")}`;
    expect(css).toMatch(new RegExp(`\\${caption}\\{[^}]*opacity:0;`));
    expect(css).toContain(`figure:hover>${caption},figure:focus-within>${caption}{opacity:1;}`);
    expect(css).toContain(`@media (hover: none){${caption}{opacity:1;}}`);
    expect(css).toContain(`figure[data-caption-dismissed]>${caption}{opacity:0;}`);
    expect(screen.getByText("Building Confidence")).not.toHaveAttribute("style");
  });

  it("is the gallery module's root", () => {
    render(<Gallery photos={photos} captions="reveal" />);
    expect(screen.getByRole("list")).toHaveAttribute("data-module", "gallery");
  });
});

describe("Escape dismisses a shown caption (WCAG 1.4.13)", () => {
  it("hides the hovered photo's caption until the pointer leaves", async () => {
    const user = userEvent.setup();
    revealGallery();
    await user.hover(screen.getByAltText("Photo: Building Confidence"));
    await user.keyboard("{Escape}");
    expect(figureOf("Building Confidence")).toHaveAttribute("data-caption-dismissed");
    expect(figureOf("Success Stories")).not.toHaveAttribute("data-caption-dismissed");

    await user.unhover(screen.getByAltText("Photo: Building Confidence"));
    expect(figureOf("Building Confidence")).not.toHaveAttribute("data-caption-dismissed");
  });

  it("hides the focused photo's caption until focus leaves it", async () => {
    const user = userEvent.setup();
    revealGallery();
    await user.tab();
    await user.keyboard("{Escape}");
    expect(figureOf("Building Confidence")).toHaveAttribute("data-caption-dismissed");
    expect(figureOf("Building Confidence")).toHaveFocus();

    await user.tab();
    expect(figureOf("Building Confidence")).not.toHaveAttribute("data-caption-dismissed");
    expect(figureOf("Success Stories")).not.toHaveAttribute("data-caption-dismissed");
  });

  it("keeps a caption dismissed while its photo is still focused after the pointer leaves", async () => {
    const user = userEvent.setup();
    revealGallery();
    await user.click(screen.getByAltText("Photo: Building Confidence"));
    await user.keyboard("{Escape}");
    await user.unhover(screen.getByAltText("Photo: Building Confidence"));
    expect(figureOf("Building Confidence")).toHaveAttribute("data-caption-dismissed");
  });
});

describe("Gallery with captions under the photos", () => {
  it("shows every caption and makes nothing focusable or scripted", () => {
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

import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Gallery } from "./Gallery";
import { renderWithSite } from "../../../tests/support/render";
import { fakeImage } from "../../../tests/support/content";

const photos = ["Building Confidence", "Success Stories"].map((caption) => ({
  alt: `Photo: ${caption}`,
  caption,
  file: { childImageSharp: { gatsbyImageData: fakeImage(caption) } },
}));

describe("Gallery with captions shown on hover", () => {
  it("hides each caption until its photo is hovered", async () => {
    const user = userEvent.setup();
    renderWithSite(<Gallery photos={photos} captions="reveal" />);
    const caption = screen.getByText("Building Confidence");
    expect(caption).not.toBeVisible();

    await user.hover(screen.getByAltText("Photo: Building Confidence"));
    expect(caption).toBeVisible();
    expect(screen.getByText("Success Stories")).not.toBeVisible();

    await user.unhover(screen.getByAltText("Photo: Building Confidence"));
    expect(caption).not.toBeVisible();
  });

  it("shows a caption while its photo has keyboard focus", async () => {
    const user = userEvent.setup();
    renderWithSite(<Gallery photos={photos} captions="reveal" />);
    await user.tab();
    expect(screen.getByText("Building Confidence")).toBeVisible();
    await user.tab();
    expect(screen.getByText("Building Confidence")).not.toBeVisible();
    expect(screen.getByText("Success Stories")).toBeVisible();
  });

  it("keeps every caption in the figure for screen readers", () => {
    renderWithSite(<Gallery photos={photos} captions="reveal" />);
    expect(screen.getAllByRole("figure").map((figure) => figure.querySelector("figcaption")?.textContent)).toEqual([
      "Building Confidence",
      "Success Stories",
    ]);
  });
});

describe("Gallery with captions under the photos", () => {
  it("shows every caption and makes nothing focusable", () => {
    renderWithSite(<Gallery photos={photos} />);
    expect(screen.getByText("Building Confidence")).toBeVisible();
    expect(screen.getAllByRole("figure").every((figure) => !figure.hasAttribute("tabindex"))).toBe(true);
  });
});

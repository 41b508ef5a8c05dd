import React from "react";
import { render, screen } from "@testing-library/react";
import { Photo, photoSlotSizes, type PhotoFragment } from "./Photo";
import { previewFile } from "../../admin/preview/previewData";
import { fakeImage } from "../../../tests/support/content";

const photo = (withPlaceholder = true) => ({
  alt: "Mentors and young people in a restorative circle",
  file: {
    childImageSharp: {
      gatsbyImageData: {
        ...fakeImage("circle.jpg", 800, 600),
        ...(withPlaceholder ? { placeholder: { fallback: "data:image/jpeg;base64,AAAA" } } : {}),
      },
    },
  },
});

describe("Photo", () => {
  it("shows one described image: the blurred placeholder under it is hidden from screen readers", () => {
    render(<Photo photo={photo()} sizes={photoSlotSizes.card} />);
    const images = screen.getAllByRole("img");
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAccessibleName("Mentors and young people in a restorative circle");
  });

  it("offers AVIF and WebP before the JPEG, with real addresses the browser loads lazily by itself", () => {
    render(<Photo photo={photo()} sizes={photoSlotSizes.card} />);
    const img = screen.getByRole("img");
    const sources = Array.from(img.closest("picture")?.querySelectorAll("source") ?? []);
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0].getAttribute("srcset")).toMatch(/circle-400\.avif 400w/);
    expect(img).toHaveAttribute("src", "/static/circle-800.jpg");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("tells the browser the width its slot shows it at, on the <img> and every <source>", () => {
    render(<Photo photo={photo()} sizes={photoSlotSizes.card} />);
    const img = screen.getByRole("img");
    const sizes = [img, ...Array.from(img.closest("picture")?.querySelectorAll("source") ?? [])].map((element) => element.getAttribute("sizes"));
    expect(sizes).toEqual([photoSlotSizes.card, photoSlotSizes.card, photoSlotSizes.card]);
    expect(photoSlotSizes.card).toBe("(min-width: 64em) 35rem, (min-width: 48em) calc(50vw - 3rem), calc(100vw - 2rem)");
  });

  it("is never wider than its file, by a class rather than a style attribute (the policy allows none)", () => {
    render(<Photo photo={photo(false)} sizes={photoSlotSizes.card} />);
    const frame = screen.getByRole("img").closest("picture")?.parentElement as HTMLElement;
    expect(getComputedStyle(frame).maxWidth).toBe("800px");
    expect(frame).not.toHaveAttribute("style");
    // Its aspect ratio, which jsdom's CSS does not know, is checked in the built HTML (tests/build/site.test.ts).
  });

  it("fetches a first-view photo at once, at the browser's own priority unless told", () => {
    const { unmount } = render(<Photo photo={photo()} sizes={photoSlotSizes.card} loading="eager" />);
    expect(screen.getByRole("img")).toHaveAttribute("loading", "eager");
    expect(screen.getByRole("img")).not.toHaveAttribute("fetchpriority");
    unmount();
    render(<Photo photo={photo()} sizes={photoSlotSizes.card} loading="eager" fetchPriority="low" />);
    expect(screen.getByRole("img")).toHaveAttribute("fetchpriority", "low");
  });

  it("shows a photo by its address where its image data has no sizes (the editor's preview)", () => {
    const preview = { alt: "A photo just uploaded", file: previewFile("blob:http://localhost/1234") } as unknown as PhotoFragment;
    render(<Photo photo={preview} sizes={photoSlotSizes.card} />);
    const img = screen.getByRole("img", { name: "A photo just uploaded" });
    expect(img).toHaveAttribute("src", "blob:http://localhost/1234");
    expect(img).toHaveAttribute("loading", "lazy");
  });

  it("names the photo when a file has no image data, instead of showing an empty box", () => {
    const broken = { alt: "A broken photo", file: { childImageSharp: null } };
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Photo photo={broken} sizes={photoSlotSizes.card} />)).toThrow('Photo "A broken photo" has no image data');
    jest.mocked(console.error).mockRestore();
  });
});

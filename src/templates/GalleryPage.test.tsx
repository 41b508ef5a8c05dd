import React from "react";
import { screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import GalleryPage from "./GalleryPage";
import { renderWithSite } from "../../tests/support/render";
import { yamlData } from "../../tests/support/content";
import { LocaleProvider } from "../lib/LocaleContext";

type Context = { id: string };

const renderGallery = (id: string, locale: "en" | "es" = "en") =>
  renderWithSite(
    <LocaleProvider locale={locale}>
      <GalleryPage
        {...({
          data: { galleriesYaml: yamlData("galleries", locale) },
          pageContext: { id, locale },
        } as unknown as PageProps<Queries.GalleryPageQuery, Context>)}
      />
    </LocaleProvider>,
  );

describe("a gallery's own page", () => {
  it("is headed by the gallery's title and shows every photo with its caption", () => {
    renderGallery("community-recognition");
    const gallery = yamlData("galleries").galleries.find((candidate: { id: string }) => candidate.id === "community-recognition");
    expect(screen.getByRole("heading", { level: 1, name: gallery.title })).toBeInTheDocument();
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(gallery.photos.map((photo: { alt: string }) => photo.alt.replace(/\s+/g, " ").trim()));
    expect(screen.getByText("A visit to our partner university")).toBeInTheDocument();
  });

  it("leads back to the About page's galleries, in the page's language", () => {
    renderGallery("programs-in-action", "es");
    expect(screen.getByRole("link", { name: yamlData("galleries", "es").back })).toHaveAttribute("href", "/es/about#galleries");
  });

  it("names the gallery it could not find, and the ones there are", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderGallery("no-such-gallery")).toThrow(/data\/galleries\.yaml: there is no "no-such-gallery" \(known: programs-in-action, community-recognition\)/);
  });
});

import React from "react";
import type { PhotoData } from "../ui/Photo";
import { heroPhotoSizes } from "./Hero";

/**
 * Asks the browser for the hero photo at high priority while it is still reading the HTML, in the
 * best format it supports: it is the largest thing in the first view, and gatsby-plugin-image
 * cannot set fetchpriority on the <img> itself. The browser picks the same file as the <picture>.
 */
export function HeroPreload({ photo }: { photo: PhotoData }) {
  const image = photo.file?.childImageSharp?.gatsbyImageData;
  const avif = image?.images.sources?.find((source) => source.type === "image/avif");
  if (!avif) return null;
  return (
    <link
      rel="preload"
      as="image"
      type="image/avif"
      imageSrcSet={avif.srcSet}
      imageSizes={heroPhotoSizes}
      // React 18 does not know fetchPriority yet; the lower-case attribute passes through as is.
      {...{ fetchpriority: "high" }}
    />
  );
}

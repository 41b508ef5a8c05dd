import React from "react";
import { heroPhotoSizes } from "./Hero";

/**
 * Asks the browser for the hero photo at high priority from the <head>, before it reaches the
 * <picture> in the body: it is the largest thing in the first view. It names the AVIF files with
 * their type (a browser without AVIF skips the hint) and the same sizes, so the browser picks the
 * same file as the <picture>.
 */
export function HeroPreload({ photo }: { photo: Queries.HomeHeroFragment["hero"]["photo"] }) {
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

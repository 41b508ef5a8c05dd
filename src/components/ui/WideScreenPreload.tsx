import React from "react";
import { theme } from "../../theme/theme";
import type { PhotoFragment } from "./Photo";

/**
 * Asks a wide screen (from the lg breakpoint) for a page's largest first-view photo at high
 * priority from the <head>, before the browser reaches its <picture>: the home page's photo beside
 * its text, the About page's story, the Impact page's first feature, the first program. A phone
 * skips it: there the photo stands below the text, and the page's words come first on a slow
 * connection. It names the AVIF files (WebP for a gallery's) with their type (a browser without it skips the hint) and
 * the photo's own `sizes`, so the browser picks the same file as the <picture>.
 */
export function WideScreenPreload({ photo, sizes }: { photo: PhotoFragment; sizes: string }) {
  const image = photo.file?.childImageSharp?.gatsbyImageData;
  // A gallery's photo has no AVIF (ui/Photo.tsx, GalleryImage): its WebP files, then.
  const source = image?.images.sources?.find((candidate) => candidate.type === "image/avif") ?? image?.images.sources?.find((candidate) => candidate.type === "image/webp");
  if (!source?.type) return null;
  return (
    <link
      rel="preload"
      as="image"
      type={source.type}
      imageSrcSet={source.srcSet}
      imageSizes={sizes}
      media={theme.minWidth.lg}
      // React 18 does not know fetchPriority yet; the lower-case attribute passes through as is.
      {...{ fetchpriority: "high" }}
    />
  );
}

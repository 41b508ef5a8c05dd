import React from "react";
import styled, { css } from "styled-components";
import { graphql } from "gatsby";
import { photoSizes } from "../../theme/photoSizes";
import { theme } from "../../theme/theme";

/** A photo as a query returns it (a fragment below, or the hero's): its image data and description. */
export type PhotoFragment =
  | Queries.CardPhotoFragment
  | Queries.GalleryPhotoFragment
  | Queries.PortraitPhotoFragment
  | Queries.GalleryPortraitPhotoFragment
  | Queries.WidePhotoFragment
  | Queries.HomeHeroFragment["hero"]["photo"];

interface PhotoProps {
  photo: PhotoFragment;
  /** The width it is shown at, per breakpoint (`photoSizes`): the browser picks the file from it. */
  sizes: string;
  /**
   * "eager" for a photo in a phone's first view; "lazy" (the default) for every other (a wide
   * screen's largest first-view photo is asked for from the head: ui/WideScreenPreload.tsx).
   */
  loading?: "eager" | "lazy";
  /**
   * How the browser ranks its request. "low" for a first-view photo that a phone shows below the
   * page's text (the home page's, which a preload fetches early on wide screens): on a slow
   * connection the text, the page's script and the photos in view come first.
   */
  fetchPriority?: "high" | "low";
  className?: string;
}

/**
 * The width each kind of photo below is shown at, for `sizes`: it follows the layouts' CSS, and
 * each goes with the fragment that makes its files (CardImage for `card`, and so on).
 */
export const photoSlotSizes = {
  /** Cards and side-by-side photos: half the content width on large screens, full width on phones. */
  card: photoSizes([["lg", "35rem"], ["md", "calc(50vw - 3rem)"]], "calc(100vw - 2rem)"),
  /** Landscape galleries: four to a row on large screens, two on tablets, one on phones. */
  gallery: photoSizes([["lg", "17rem"], ["sm", "calc(50vw - 2rem)"]], "calc(100vw - 2rem)"),
  /** Portraits: team members, participants. */
  portrait: photoSizes([["lg", "14rem"]], "calc(50vw - 1.5rem)"),
  /** Banners: the full content width. */
  wide: photoSizes([[theme.sizes.content, theme.sizes.content]], "100vw"),
};

/**
 * A responsive, optimised photo from gatsby-plugin-image's data (AVIF and WebP with a JPEG
 * fallback, or WebP and JPEG in a gallery; sized by the fragments below), in a box that holds its aspect ratio so nothing shifts
 * while it loads: the box shows the photo's dominant colour until then, or, for the home page's
 * photo, a blurred copy (each blurred copy is about 0.3 KB of the page's HTML, and no browser
 * counts it as the page's content, so the others get a colour). Plain markup: the browser's own
 * lazy loading fetches it, with no script (gatsby-plugin-image's GatsbyImage needs one per photo).
 */
export function Photo({ photo, sizes, loading = "lazy", fetchPriority, className }: PhotoProps) {
  const image = photo.file?.childImageSharp?.gatsbyImageData;
  const fallback = image?.images.fallback;
  if (!image || !fallback) throw new Error(`Photo "${photo.alt}" has no image data: is the file a JPEG, PNG, WebP or AVIF?`);
  const { width, height, images, placeholder, backgroundColor } = image;
  if (!width || !height) {
    // The editor's preview (src/admin) gives the file itself, without its size: the photo fills
    // the box's width at its own ratio.
    return (
      <Frame className={className}>
        <Fill src={fallback.src} alt={photo.alt} loading={loading} decoding="async" $inFlow />
      </Frame>
    );
  }
  return (
    // The width and ratio are the photo's own, from its data: the box is never wider than the file.
    <Frame className={className} $width={width} $height={height} $color={backgroundColor}>
      {placeholder?.fallback && <Fill src={placeholder.fallback} alt="" aria-hidden="true" decoding="async" />}
      <picture>
        {images.sources?.map((source) => (
          <source key={source.type ?? source.media} type={source.type} media={source.media} srcSet={source.srcSet} sizes={sizes} />
        ))}
        <Fill
          src={fallback.src}
          srcSet={fallback.srcSet}
          sizes={sizes}
          alt={photo.alt}
          width={width}
          height={Math.round(height)}
          loading={loading}
          decoding="async"
          data-main-image=""
          // React 18 does not know fetchPriority yet; the lower-case attribute passes through as is.
          {...(fetchPriority ? { fetchpriority: fetchPriority } : {})}
        />
      </picture>
    </Frame>
  );
}

/*
 * The box's width and ratio are props, not a style attribute, so they become a class in the page's
 * one style block (one per distinct size): the Content-Security-Policy allows no inline style.
 */
const Frame = styled.div<{ $width?: number; $height?: number; $color?: string }>`
  position: relative;
  overflow: hidden;
  width: 100%;
  isolation: isolate;
  ${({ $width, $height }) => ($width && $height ? css`max-width: ${$width}px; aspect-ratio: ${$width} / ${$height};` : "")}
  ${({ $color }) => ($color && /^#[0-9a-f]{3,8}$/i.test($color) ? css`background-color: ${$color};` : "")}
`;

/*
 * The placeholder and the photo fill the box, the photo on top (it comes later); `$inFlow`, a
 * photo without image data (the editor's preview), keeps its own height instead.
 */
const Fill = styled.img<{ $inFlow?: boolean }>`
  position: ${({ $inFlow }) => ($inFlow ? "static" : "absolute")};
  inset: 0;
  width: 100%;
  height: ${({ $inFlow }) => ($inFlow ? "auto" : "100%")};
  max-width: none;
  margin: 0;
  object-fit: cover;
`;

/*
 * The photo sizes the site uses, as fragments on ImageSharp, so every slot asks for files that fit
 * the width it is shown at (photoSlotSizes) and nothing larger.
 */
export const query = graphql`
  # A photo at each of those sizes, with its text description and caption: what a query asks for.
  fragment CardPhoto on Photo {
    alt
    caption
    file {
      childImageSharp {
        ...CardImage
      }
    }
  }

  fragment GalleryPhoto on Photo {
    alt
    caption
    file {
      childImageSharp {
        ...GalleryImage
      }
    }
  }

  fragment PortraitPhoto on Photo {
    alt
    caption
    file {
      childImageSharp {
        ...PortraitImage
      }
    }
  }

  fragment GalleryPortraitPhoto on Photo {
    alt
    caption
    file {
      childImageSharp {
        ...GalleryPortraitImage
      }
    }
  }

  fragment WidePhoto on Photo {
    alt
    caption
    file {
      childImageSharp {
        ...WideImage
      }
    }
  }

  # Cards and side-by-side photos (672 px: a phone's full width at its pixel density).
  fragment CardImage on ImageSharp {
    gatsbyImageData(
      width: 560
      aspectRatio: 1.3333
      outputPixelDensities: [0.65, 1, 1.2, 1.5]
    )
  }

  # Landscape gallery photos (680 px: one to a row on a phone). Galleries grow by tens of photos
  # a year, all below the first view: WebP and JPEG only, since sharp's AVIF costs about nine times
  # WebP's build time per file for a quarter fewer bytes (docs/decisions.md, "Gallery photos").
  fragment GalleryImage on ImageSharp {
    gatsbyImageData(
      width: 400
      aspectRatio: 1.3333
      outputPixelDensities: [1, 1.7, 2]
      formats: [AUTO, WEBP]
    )
  }

  # Portraits: team members.
  fragment PortraitImage on ImageSharp {
    gatsbyImageData(
      width: 360
      aspectRatio: 0.8
      outputPixelDensities: [0.5, 1, 1.5, 2]
    )
  }

  # Portraits in a gallery (the Impact page's participants): WebP and JPEG, as GalleryImage.
  fragment GalleryPortraitImage on ImageSharp {
    gatsbyImageData(
      width: 360
      aspectRatio: 0.8
      outputPixelDensities: [0.5, 1, 1.5, 2]
      formats: [AUTO, WEBP]
    )
  }

  # Banners: the full content width (749 px: a phone's full width at its pixel density).
  fragment WideImage on ImageSharp {
    gatsbyImageData(
      width: 1152
      aspectRatio: 2.2
      outputPixelDensities: [0.35, 0.65, 1]
    )
  }
`;

import React from "react";
import styled from "styled-components";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";

/** A photo as every page query returns it: the processed image and its text description. */
export interface PhotoData {
  readonly alt: string;
  readonly file: {
    readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
  } | null;
}

interface PhotoProps {
  photo: PhotoData;
  /** "eager" only for a photo in the first view (the hero): it is also fetched first. */
  loading?: "eager" | "lazy";
  className?: string;
}

/**
 * A responsive, optimised photo from gatsby-plugin-image's data (AVIF and WebP with a JPEG
 * fallback, sized by the fragments below), over its blurred placeholder, in a box that holds its
 * aspect ratio so nothing shifts while it loads.
 *
 * It is plain markup that needs no JavaScript: the browser's own lazy loading fetches it, and it
 * appears over the placeholder as soon as it is decoded. gatsby-plugin-image's GatsbyImage
 * component instead writes its addresses into data-srcset, with an inline script per photo to move
 * them into place, and fetches a client-side renderer (react-dom/server, 21 KB) on every page;
 * that was start-up work on the main thread on every page, for a fade-in.
 */
export function Photo({ photo, loading = "lazy", className }: PhotoProps) {
  const image = photo.file?.childImageSharp?.gatsbyImageData;
  const fallback = image?.images.fallback;
  if (!image || !fallback) throw new Error(`Photo "${photo.alt}" has no image data: is the file a JPEG, PNG, WebP or AVIF?`);
  const { width, height, images, placeholder } = image;
  return (
    // The width and ratio are the photo's own, from its data: the box is never wider than the file.
    <Frame className={className} style={{ maxWidth: `${width}px`, aspectRatio: `${width} / ${height}` }}>
      {placeholder?.fallback && <Fill src={placeholder.fallback} alt="" aria-hidden="true" decoding="async" />}
      <picture>
        {images.sources?.map((source) => (
          <source key={source.type ?? source.media} type={source.type} media={source.media} srcSet={source.srcSet} sizes={source.sizes ?? fallback.sizes} />
        ))}
        <Fill
          src={fallback.src}
          srcSet={fallback.srcSet}
          sizes={fallback.sizes}
          alt={photo.alt}
          width={width}
          height={Math.round(height)}
          loading={loading}
          decoding="async"
          data-main-image=""
          // React 18 does not know fetchPriority yet; the lower-case attribute passes through as is.
          {...(loading === "eager" ? { fetchpriority: "high" } : {})}
        />
      </picture>
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  width: 100%;
  isolation: isolate;
`;

/* The placeholder and the photo fill the box, the photo on top (it comes later). */
const Fill = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  margin: 0;
  object-fit: cover;
`;

/*
 * The photo sizes the site uses, as fragments on ImageSharp, so every slot asks for files that fit
 * the width it is rendered at (`sizes` matches the layout's CSS) and nothing larger.
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

  fragment WidePhoto on Photo {
    alt
    caption
    file {
      childImageSharp {
        ...WideImage
      }
    }
  }

  # Cards, galleries and side-by-side photos: half the content width on large screens, full width on phones.
  fragment CardImage on ImageSharp {
    gatsbyImageData(
      width: 560
      aspectRatio: 1.3333
      outputPixelDensities: [0.65, 1, 1.5]
      sizes: "(min-width: 64em) 35rem, (min-width: 48em) calc(50vw - 3rem), calc(100vw - 2rem)"
    )
  }

  # Gallery photos: four to a row on large screens, two on tablets, one on phones.
  fragment GalleryImage on ImageSharp {
    gatsbyImageData(
      width: 400
      aspectRatio: 1.3333
      outputPixelDensities: [1, 1.5, 2]
      sizes: "(min-width: 64em) 17rem, (min-width: 30em) calc(50vw - 2rem), calc(100vw - 2rem)"
    )
  }

  # Portraits: team members, participants.
  fragment PortraitImage on ImageSharp {
    gatsbyImageData(
      width: 360
      aspectRatio: 0.8
      outputPixelDensities: [0.5, 1, 1.5, 2]
      sizes: "(min-width: 64em) 14rem, calc(50vw - 1.5rem)"
    )
  }

  # Banners: the full content width.
  fragment WideImage on ImageSharp {
    gatsbyImageData(
      width: 1152
      aspectRatio: 2.2
      outputPixelDensities: [0.35, 0.6, 1]
      sizes: "(min-width: 72rem) 72rem, 100vw"
    )
  }
`;

import React from "react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image";

/** A photo as every page query returns it: the processed image and its text description. */
export interface PhotoData {
  readonly alt: string;
  readonly file: {
    readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
  } | null;
}

interface PhotoProps {
  photo: PhotoData;
  /** "eager" only for a photo in the first view (the hero); everything else loads lazily. */
  loading?: "eager" | "lazy";
  className?: string;
  imgClassName?: string;
}

/** A responsive, optimised photo (AVIF/WebP/JPEG, blurred placeholder) through gatsby-plugin-image. */
export function Photo({ photo, loading = "lazy", className, imgClassName }: PhotoProps) {
  const image = getImage(photo.file?.childImageSharp?.gatsbyImageData ?? null);
  if (!image) throw new Error(`Photo "${photo.alt}" has no image data: is the file a JPEG, PNG, WebP or AVIF?`);
  return <GatsbyImage image={image} alt={photo.alt} loading={loading} className={className} imgClassName={imgClassName} />;
}

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

import React from "react";
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

import React from "react";
import styled, { css } from "styled-components";
import { Photo, photoSlotSizes } from "./Photo";
import { theme } from "../../theme/theme";

type GalleryPhoto = Queries.GalleryPhotoFragment | Queries.GalleryPortraitPhotoFragment;

interface GalleryProps {
  photos: readonly GalleryPhoto[];
  /**
   * "visible": captions under each photo. "reveal": a caption appears over its photo while the photo
   * is hovered or focused (and always on touch screens, which cannot hover).
   */
  captions?: "visible" | "reveal";
  /** "landscape" (GalleryPhoto) two or four to a row; "portrait" (GalleryPortraitPhoto) two to five. */
  shape?: "landscape" | "portrait";
  /** How many of the first photos a phone's first view shows, which are fetched at once (the others lazily). */
  eager?: number;
}

/**
 * A grid of captioned photos. Revealed captions are CSS alone (hover, focus, touch screens); the
 * `gallery` module (gallery.enhance.ts) only lets Escape dismiss a shown one (WCAG 1.4.13).
 */
export function Gallery({ photos, captions = "visible", shape = "landscape", eager = 0 }: GalleryProps) {
  const reveal = captions === "reveal";
  const sizes = shape === "portrait" ? photoSlotSizes.portrait : photoSlotSizes.gallery;
  const Caption = reveal ? Overlay : Below;
  return (
    <Grid $shape={shape} data-module={reveal ? "gallery" : undefined}>
      {photos.map((photo, index) => (
        <li key={photo.alt}>
          {/* A revealing photo is focusable, so keyboard users reveal its caption as mouse users do by hovering. */}
          {/* Named by its caption (or its photo), as a control that takes focus must be. */}
          <Figure tabIndex={reveal ? 0 : undefined} aria-label={reveal ? (photo.caption ?? photo.alt) : undefined} $reveal={reveal}>
            <Rounded photo={photo} sizes={sizes} loading={index < eager ? "eager" : "lazy"} />
            {photo.caption && <Caption>{photo.caption}</Caption>}
          </Figure>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul<{ $shape: "landscape" | "portrait" }>`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $shape }) =>
    $shape === "portrait"
      ? css`
          grid-template-columns: repeat(2, minmax(0, 1fr));
          ${theme.media.lg} {
            grid-template-columns: repeat(5, minmax(0, 1fr));
          }
        `
      : css`
          ${theme.media.sm} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
          ${theme.media.lg} {
            grid-template-columns: repeat(4, minmax(0, 1fr));
          }
        `}
`;

const Figure = styled.figure<{ $reveal?: boolean }>`
  position: relative;
  margin: 0;
  border-radius: ${theme.radii.md};

  /*
   * The caption is stacked on its photo in one grid cell, not laid over it: a caption taller than
   * the photo (a long one, WCAG's text spacing) makes the figure taller instead of being cut off.
   */
  ${({ $reveal }) =>
    $reveal &&
    css`
      display: grid;
      overflow: hidden;
      cursor: default;

      & > * {
        grid-area: 1 / 1;
      }
    `}
`;

const Rounded = styled(Photo)`
  border-radius: ${theme.radii.md};
  isolation: isolate;
`;

const Below = styled.figcaption`
  margin-top: ${theme.space.xs};
  color: ${theme.roles.text.muted};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
`;

/* Hidden until its photo is hovered or focused (always shown on touch screens), unless dismissed. */
const Overlay = styled.figcaption`
  position: relative;
  align-self: end;
  padding: ${theme.space.lg} ${theme.space.sm} ${theme.space.sm};
  background: linear-gradient(to top, ${theme.roles.surface.inverseDeep} 55%, transparent);
  color: ${theme.roles.text.onInverse};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.snug};
  opacity: 0;

  /* Two portraits side by side on a phone leave a narrow caption: the smaller size fits a long word. */
  ${theme.media.md} {
    font-size: ${theme.fontSizes.md};
  }
  transition: opacity ${theme.transitions.base};

  figure:hover > &,
  figure:focus-within > & {
    opacity: 1;
  }

  /* Touch screens cannot hover: the caption is always there. */
  @media (hover: none) {
    opacity: 1;
  }

  /* Escape dismissed it (gallery.enhance.ts), until the photo is neither hovered nor focused. */
  figure[data-caption-dismissed] > & {
    opacity: 0;
  }
`;

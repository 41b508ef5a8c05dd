import React from "react";
import styled, { css } from "styled-components";
import { Photo, photoSlotSizes } from "./Photo";
import { theme } from "../../theme/theme";

type GalleryPhoto = Queries.GalleryPhotoFragment | Queries.GalleryPortraitPhotoFragment;

interface GalleryProps {
  photos: readonly GalleryPhoto[];
  /** "below": captions under each photo. "over": each caption on the foot of its photo. */
  captions?: "below" | "over";
  /** "landscape" (GalleryPhoto) two or four to a row; "portrait" (GalleryPortraitPhoto) two to five. */
  shape?: "landscape" | "portrait";
  /** How many of the first photos a phone's first view shows, which are fetched at once (the others lazily). */
  eager?: number;
}

/**
 * A grid of captioned photos. Every caption is always shown, as the figure's <figcaption>: nothing
 * appears on hover or focus, so a photo is no focus stop and needs no script (docs/decisions.md).
 */
export function Gallery({ photos, captions = "below", shape = "landscape", eager = 0 }: GalleryProps) {
  const over = captions === "over";
  const sizes = shape === "portrait" ? photoSlotSizes.portrait : photoSlotSizes.gallery;
  const Caption = over ? Overlay : Below;
  return (
    <Grid $shape={shape}>
      {photos.map((photo, index) => (
        <li key={photo.alt}>
          <Figure $over={over}>
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

const Figure = styled.figure<{ $over?: boolean }>`
  position: relative;
  margin: 0;
  border-radius: ${theme.radii.md};

  /*
   * The caption is stacked on its photo in one grid cell, not laid over it: a caption taller than
   * the photo (a long one, WCAG's text spacing) makes the figure taller instead of being cut off.
   */
  ${({ $over }) =>
    $over &&
    css`
      display: grid;
      overflow: hidden;

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

/* On the foot of its photo, on a dark fade for contrast. */
const Overlay = styled.figcaption`
  position: relative;
  align-self: end;
  padding: ${theme.space.lg} ${theme.space.sm} ${theme.space.sm};
  background: linear-gradient(to top, ${theme.roles.surface.inverseDeep} 55%, transparent);
  color: ${theme.roles.text.onInverse};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.snug};

  /* Two portraits side by side on a phone leave a narrow caption: the smaller size fits a long word. */
  ${theme.media.md} {
    font-size: ${theme.fontSizes.md};
  }
`;

/**
 * What a photo file must be, for the build's check of data/photos (./photoFileCheck.ts)
 * and the editor's check of a photo chosen for upload (src/admin/decap/photoChecks.ts) alike.
 */

/**
 * The widest file the site makes of a photo: the picture a shared link shows (1200 px,
 * src/hooks/useShareImage.ts), the home page's photo and the full-width banners on a sharp screen
 * (1152 px, src/components/home/Hero.tsx, src/components/ui/Photo.tsx). A narrower photo would be
 * enlarged, and blurred, wherever it is used.
 */
export const minimumPhotoWidth = 1200;

/**
 * A phone's photo is 2 to 7 MB; a larger file is usually an uncompressed export or a panorama,
 * which slows every save in the editor and every build, and stays in the repository's history.
 */
export const maximumPhotoBytes = 10_000_000;

/** The files the photo library and the site take as photos. */
export const photoFileName = /\.(jpe?g|png|webp|avif)$/i;

/** A photo's size for messages: 12.3 (MB). */
export const megabytes = (bytes: number): string => (bytes / 1e6).toFixed(1);

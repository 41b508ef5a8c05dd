/**
 * The galleries of data/galleries.yaml, all shown on the About page: each has a page of its own (gatsby-node.ts, src/templates/GalleryPage.tsx)
 * at /galleries/<id>, and the About page shows the first photos of each, with a link to the rest,
 * so its HTML stays small however many photos a gallery gathers.
 */

/**
 * The galleries the site shows, in their file's order: every one but those the coordinator hid
 * (`hidden`), which are shown nowhere (not on About, no page of their own, not in the site map). A
 * new gallery is shown without being named anywhere else (docs/decisions.md, "Every gallery on About").
 */
export const shownGalleries = <T extends { readonly hidden?: boolean | null }>(galleries: readonly T[]): T[] => galleries.filter((gallery) => gallery.hidden !== true);

/** A gallery's page, in English (gatsby-node.ts adds /es for Spanish). */
export const galleryPath = (id: string): string => `/galleries/${id}`;

/** How many of a gallery's photos the About page shows: one row on a wide screen, two of two on a tablet. */
export const galleryPhotosOnAbout = 4;

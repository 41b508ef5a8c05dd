/**
 * The About page's galleries: each has a page of its own (gatsby-node.ts, src/templates/GalleryPage.tsx)
 * at /galleries/<id>, and the About page shows the first photos of each, with a link to the rest,
 * so its HTML stays small however many photos a gallery gathers.
 */

/** A gallery's page, in English (gatsby-node.ts adds /es for Spanish). */
export const galleryPath = (id: string): string => `/galleries/${id}`;

/** How many of a gallery's photos the About page shows: one row on a wide screen, two of two on a tablet. */
export const galleryPhotosOnAbout = 4;

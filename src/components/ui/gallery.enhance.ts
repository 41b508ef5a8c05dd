import { listen } from "../../enhance/errors";

const dismissed = "data-caption-dismissed";

/**
 * The `gallery` module (Gallery.tsx, reveal mode): CSS shows a caption while its photo is hovered
 * or focused; this lets Escape hide it without moving the pointer or focus (WCAG 1.4.13). The
 * figure keeps `data-caption-dismissed` until it is neither hovered nor focused, so the next
 * hover or focus shows the caption again.
 */
export default class Gallery {
  constructor(root: HTMLElement) {
    const figures = Array.from(root.querySelectorAll<HTMLElement>("figure"));
    if (figures.length === 0) throw new Error("gallery: no <figure> in the gallery");
    let hovered: HTMLElement | null = null;

    for (const figure of figures) {
      listen(figure, "pointerenter", () => {
        hovered = figure;
      });
      listen(figure, "pointerleave", () => {
        if (hovered === figure) hovered = null;
        if (!figure.contains(document.activeElement)) figure.removeAttribute(dismissed);
      });
      listen(figure, "focusout", (event) => {
        if (hovered !== figure && !figure.contains(event.relatedTarget as Node | null)) figure.removeAttribute(dismissed);
      });
    }

    listen(document, "keydown", (event) => {
      if (event.key !== "Escape") return;
      const focused = figures.find((figure) => figure.contains(document.activeElement));
      for (const figure of [hovered, focused]) figure?.setAttribute(dismissed, "");
    });
  }
}

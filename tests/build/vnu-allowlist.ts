/**
 * The only W3C Nu HTML Checker errors allowed in the build. All come from gatsby-plugin-image's
 * lazy-loading markup, which keeps real addresses in data-src/data-srcset until its script (or
 * the browser's native lazy loading, via its inline helper) moves them into place; its
 * <noscript> copy has ordinary src/srcset. Each entry is matched exactly, and only where the
 * offending markup is gatsby-plugin-image's own (`marker` must appear in the checker's extract).
 */
export interface AllowedMessage {
  message: string;
  marker: RegExp;
  why: string;
}

export const allowedMessages: AllowedMessage[] = [
  {
    message: "Element “source” is missing required attribute “srcset”.",
    marker: /<source type="image\/(avif|webp)" data-srcset=/,
    why: "gatsby-plugin-image writes data-srcset on lazy <source> elements and sets srcset when the photo nears the viewport.",
  },
  {
    message: "The “sizes” attribute must only be specified if the “srcset” attribute is also specified.",
    marker: /data-srcset=/,
    why: "The same lazy <source>/<img>: sizes sits beside data-srcset until the script promotes it to srcset.",
  },
  {
    message: "Element “img” is missing one or more of the following attributes: “src”, “srcset”.",
    marker: /<img data-gatsby-image-ssr="" data-main-image=""/,
    why: "The lazy main <img> carries data-src/data-srcset until loading; the <noscript> copy beside it has src.",
  },
  {
    message: "An “img” element with a “role” attribute must not have an “alt” attribute whose value is the empty string.",
    marker: /<img alt="" role="presentation" aria-hidden="true" src="data:image\/svg\+xml/,
    why: "gatsby-plugin-image's invisible sizer image, which reserves the photo's space: hidden from assistive technology.",
  },
];

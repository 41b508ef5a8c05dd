import origins from "./videoEmbedOrigins.json";

/**
 * Turns the story video link an editor pastes (YouTube or Vimeo, any common form) into the
 * privacy-enhanced embed address, so nothing is loaded from the video host until a visitor asks
 * to watch, and no tracking cookies are set when they do. Returns null for anything else.
 */
export function videoEmbedUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, "");
  let youtubeId: string | null = null;
  if (host === "youtu.be") youtubeId = url.pathname.slice(1).split("/")[0];
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") youtubeId = url.searchParams.get("v");
    const match = url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/);
    if (match) youtubeId = match[1];
  }
  if (youtubeId && /^[\w-]{6,20}$/.test(youtubeId)) {
    return `${origins.youtube}/embed/${youtubeId}?autoplay=1&rel=0`;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const vimeoId = url.pathname.match(/(\d{6,})/)?.[1];
    if (vimeoId) return `${origins.vimeo}/video/${vimeoId}?autoplay=1&dnt=1`;
  }
  return null;
}

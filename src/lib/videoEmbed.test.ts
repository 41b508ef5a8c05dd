import { videoEmbedUrl } from "./videoEmbed";

describe("videoEmbedUrl", () => {
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://youtube.com/shorts/dQw4w9WgXcQ",
    "https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
  ])("turns %s into the privacy-enhanced YouTube player", (link) => {
    expect(videoEmbedUrl(link)).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0");
  });

  it("turns a Vimeo link into the do-not-track Vimeo player", () => {
    expect(videoEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871?autoplay=1&dnt=1");
  });

  it.each(["", null, undefined, "not a url", "https://example.org/video.mp4", "javascript:alert(1)"])(
    "gives nothing for %p",
    (link) => {
      expect(videoEmbedUrl(link)).toBeNull();
    },
  );
});

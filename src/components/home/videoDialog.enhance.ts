import { listen } from "../../enhance/errors";
import { data, element } from "../../enhance/markup";

/** What the player may do; the embed address itself comes from the markup. */
const playerPermissions = "autoplay; encrypted-media; picture-in-picture; fullscreen";

/**
 * The `video-dialog` module (VideoDialog.tsx): the "Watch Our Story" link opens the server-rendered
 * <dialog> instead of the video's page, and only then creates the player (privacy-enhanced embed,
 * titled from the markup). Closing it (its button, Escape, a click on the backdrop) removes the
 * player, which stops the video, and gives focus back to the link.
 */
export default class VideoDialog {
  constructor(root: HTMLElement) {
    const link = element<HTMLAnchorElement>(root, "a[data-video-link]", "video-dialog");
    const dialog = element<HTMLDialogElement>(root, "dialog[data-video-dialog]", "video-dialog");
    const closeButton = element<HTMLButtonElement>(dialog, "button[data-video-close]", "video-dialog");
    const frame = element(dialog, "[data-video-frame]", "video-dialog");
    const { videoEmbedUrl: embedUrl } = data(root, ["videoEmbedUrl"], "video-dialog");
    const { videoTitle: title } = data(frame, ["videoTitle"], "video-dialog");
    // A browser without modal dialogs keeps the plain link to the video's page.
    if (typeof dialog.showModal !== "function") return;
    link.setAttribute("aria-haspopup", "dialog");

    listen(link, "click", (event: MouseEvent) => {
      // A new tab or window (modifier keys, middle button) still gets the video's page.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const player = document.createElement("iframe");
      player.src = embedUrl;
      player.title = title;
      player.setAttribute("allow", playerPermissions);
      player.setAttribute("allowfullscreen", "");
      frame.replaceChildren(player);
      dialog.showModal();
    });
    listen(closeButton, "click", () => dialog.close());
    listen(dialog, "click", (event) => {
      if (event.target === dialog) dialog.close();
    });
    listen(dialog, "close", () => {
      frame.replaceChildren();
      link.focus();
    });
  }
}

import React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StoryVideo, storyFallback } from "./StoryVideo";
import VideoDialogModule from "./videoDialog.enhance";
import TooltipModule from "../ui/tooltip.enhance";
import { initAll } from "../../enhance/initAll";

const videoUrl = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const embedUrl = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0";
const copy = { label: "Watch Our Story", readLabel: "Read Our Story", dialogTitle: "Our Story", closeLabel: "Close video" };

/** The hero's button as the server renders it, with the page's modules started. */
function story(url: string | null) {
  const result = render(<StoryVideo videoUrl={url} {...copy} />);
  initAll({ "video-dialog": VideoDialogModule, tooltip: TooltipModule }, { scope: document });
  return result;
}

const link = () => screen.getByRole("link", { name: "Watch Our Story" });
const dialog = () => document.querySelector("dialog") as HTMLDialogElement;

describe("Watch Our Story without a video", () => {
  it.each([null, "", "https://example.org/not-a-video"])("says Read Our Story and links to the story on the About page, with no play icon, for %p", (url) => {
    const { container } = story(url);
    const read = screen.getByRole("link", { name: "Read Our Story" });
    expect(read).toHaveAttribute("href", storyFallback);
    expect(read.querySelector("svg")).toBeNull();
    expect(screen.queryByRole("link", { name: "Watch Our Story" })).toBeNull();
    expect(container.querySelector("dialog, [data-module]")).toBeNull();
  });
});

describe("Watch Our Story with a video", () => {
  it("is a link to the video's own page, with a play icon, so it works without JavaScript", () => {
    render(<StoryVideo videoUrl={videoUrl} {...copy} />);
    expect(link()).toHaveAttribute("href", videoUrl);
    expect(link().querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(dialog()).not.toHaveAttribute("open");
    expect(document.querySelector("iframe")).toBeNull();
    expect(document.querySelector("[data-module~='video-dialog']")).toHaveAttribute("data-video-embed-url", embedUrl);
  });

  it("opens the privacy-enhanced player in a modal dialog, loading nothing before", async () => {
    const user = userEvent.setup();
    story(videoUrl);
    expect(link()).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(link());

    const shown = screen.getByRole("dialog", { name: "Our Story" });
    expect(shown).toHaveAttribute("open");
    const player = shown.querySelector("iframe");
    expect(player).toHaveAttribute("src", embedUrl);
    expect(player).toHaveAttribute("title", "Our Story");
    expect(within(shown).getByRole("button", { name: "Close video" })).toBeInTheDocument();
  });

  it("closes from its button, removing the player (which stops the video) and giving focus back to the link", async () => {
    const user = userEvent.setup();
    story(videoUrl);
    await user.click(link());
    await user.click(screen.getByRole("button", { name: "Close video" }));
    expect(dialog()).not.toHaveAttribute("open");
    expect(document.querySelector("iframe")).toBeNull();
    expect(link()).toHaveFocus();
  });

  it("closes on a click on the backdrop, but not on a click inside", async () => {
    const user = userEvent.setup();
    story(videoUrl);
    await user.click(link());
    await user.click(screen.getByRole("heading", { name: "Our Story" }));
    expect(dialog()).toHaveAttribute("open");

    await user.click(dialog());
    expect(dialog()).not.toHaveAttribute("open");
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("removes the player however the browser closes it (Escape closes a modal dialog natively)", async () => {
    const user = userEvent.setup();
    story(videoUrl);
    await user.click(link());
    act(() => dialog().close());
    expect(document.querySelector("iframe")).toBeNull();
    expect(link()).toHaveFocus();

    await user.click(link());
    expect(document.querySelectorAll("iframe")).toHaveLength(1);
  });

  it("names its close button with a tooltip too", async () => {
    const user = userEvent.setup();
    story(videoUrl);
    await user.click(link());
    const bubble = within(dialog()).getByText("Close video", { selector: "[data-tooltip-bubble]" });
    expect(bubble).not.toBeVisible();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close video" })).toHaveFocus();
    expect(bubble).toBeVisible();
  });
});

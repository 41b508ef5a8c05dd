import React from "react";
import { ButtonLink } from "../ui/ButtonLink";
import { VideoDialog } from "./VideoDialog";
import { videoEmbedUrl } from "../../lib/videoEmbed";

/** Where "Read Our Story" leads while data/site.yaml has no story video. */
export const storyFallback = "/about#our-story";

interface StoryVideoProps {
  videoUrl: string | null | undefined;
  label: string;
  /** The button's words while there is no video: it leads to the written story, and says so. */
  readLabel: string;
  dialogTitle: string;
  closeLabel: string;
}

/**
 * "Watch Our Story": the video (in a dialog, or on its own page without JavaScript) when there is
 * one; otherwise "Read Our Story", a plain link to the story on the About page, with no play icon
 * or words promising a video.
 */
export function StoryVideo({ videoUrl, label, readLabel, dialogTitle, closeLabel }: StoryVideoProps) {
  const embedUrl = videoEmbedUrl(videoUrl);
  if (!videoUrl || !embedUrl) {
    return (
      <ButtonLink to={storyFallback} variant="onDark">
        {readLabel}
      </ButtonLink>
    );
  }
  return <VideoDialog videoUrl={videoUrl.trim()} embedUrl={embedUrl} linkLabel={label} title={dialogTitle} closeLabel={closeLabel} />;
}

import React from "react";
import { ButtonLink } from "../ui/ButtonLink";
import { VideoDialog } from "./VideoDialog";
import { videoEmbedUrl } from "../../lib/videoEmbed";

/** Where "Watch Our Story" leads while data/site.yaml has no story video. */
export const storyFallback = "/about#our-story";

interface StoryVideoProps {
  videoUrl: string | null | undefined;
  label: string;
  dialogTitle: string;
  closeLabel: string;
}

/**
 * "Watch Our Story": the video (in a dialog, or on its own page without JavaScript) when there is
 * one; otherwise a plain link to the story on the About page, with no play icon promising a video.
 */
export function StoryVideo({ videoUrl, label, dialogTitle, closeLabel }: StoryVideoProps) {
  const embedUrl = videoEmbedUrl(videoUrl);
  if (!videoUrl || !embedUrl) {
    return (
      <ButtonLink to={storyFallback} variant="onDark">
        {label}
      </ButtonLink>
    );
  }
  return <VideoDialog videoUrl={videoUrl.trim()} embedUrl={embedUrl} linkLabel={label} title={dialogTitle} closeLabel={closeLabel} />;
}

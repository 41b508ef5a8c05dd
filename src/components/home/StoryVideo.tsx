import React from "react";
import { ButtonLink } from "../ui/ButtonLink";
import { Icon } from "../ui/Icon";
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

/** "Watch Our Story": the video in a dialog when there is one, otherwise the story on the About page. */
export function StoryVideo({ videoUrl, label, dialogTitle, closeLabel }: StoryVideoProps) {
  const embedUrl = videoEmbedUrl(videoUrl);
  if (!embedUrl) {
    return (
      <ButtonLink to={storyFallback} variant="onDark">
        <Icon name="play" />
        {label}
      </ButtonLink>
    );
  }
  return <VideoDialog embedUrl={embedUrl} buttonLabel={label} title={dialogTitle} closeLabel={closeLabel} />;
}

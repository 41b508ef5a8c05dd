import React, { useId } from "react";
import styled from "styled-components";
import { Icon } from "../ui/Icon";
import { Tooltip } from "../ui/Tooltip";
import { buttonStyles, type ButtonVariant } from "../ui/buttonStyles";
import { theme } from "../../theme/theme";
import { ringOn } from "../../theme/interactive";

interface VideoDialogProps {
  /** The video's own page, as data/site.yaml gives it: where the link goes without JavaScript. */
  videoUrl: string;
  /** The privacy-enhanced embed address (src/lib/videoEmbed.ts). */
  embedUrl: string;
  linkLabel: string;
  title: string;
  closeLabel: string;
}

/**
 * "Watch Our Story": a link to the video's own page, and a modal <dialog> that the `video-dialog`
 * module (videoDialog.enhance.ts) opens instead, creating the player only then. Nothing is loaded
 * from the video host until a visitor asks; closing the dialog removes the player, stopping the
 * video.
 */
export function VideoDialog({ videoUrl, embedUrl, linkLabel, title, closeLabel }: VideoDialogProps) {
  const titleId = useId();
  return (
    <Root data-module="video-dialog" data-video-embed-url={embedUrl}>
      <WatchLink href={videoUrl} $variant="onDark" data-video-link="">
        <Icon name="play" />
        {linkLabel}
      </WatchLink>
      <Dialog aria-labelledby={titleId} data-video-dialog="">
        <Bar>
          <h2 id={titleId}>{title}</h2>
          <Tooltip label={closeLabel} placement="bottom">
            <CloseButton type="button" aria-label={closeLabel} data-video-close="">
              <Icon name="close" />
            </CloseButton>
          </Tooltip>
        </Bar>
        <Frame data-video-frame="" data-video-title={title} />
      </Dialog>
    </Root>
  );
}

/* No box of its own: the link sits among the hero's buttons, the dialog is in the top layer. */
const Root = styled.div`
  display: contents;
`;

const WatchLink = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

const Dialog = styled.dialog`
  width: min(${theme.sizes.dialog}, calc(100vw - ${theme.space.xl}));
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.lg};
  background: ${theme.roles.surface.inverseDeep};
  color: ${theme.roles.text.onInverse};
  box-shadow: ${theme.shadows.lg};

  &::backdrop {
    background: ${theme.roles.surface.overlay};
  }

  & :focus-visible {
    outline-color: ${ringOn("inverse")};
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: ${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.tapTarget};
  height: ${theme.sizes.tapTarget};
  border: 0;
  border-radius: ${theme.radii.round};
  background: transparent;
  color: ${theme.roles.text.onInverse};
  cursor: pointer;

  &:focus-visible {
    outline-color: ${ringOn("inverse")};
  }
`;

const Frame = styled.div`
  aspect-ratio: 16 / 9;
  background: ${theme.roles.surface.inverseDeep};

  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

import React, { useId, useRef, useState } from "react";
import styled from "styled-components";
import { Button } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { Tooltip } from "../ui/Tooltip";
import { theme } from "../../theme/theme";

interface VideoDialogProps {
  /** The privacy-enhanced embed address (see lib/videoEmbed.ts). */
  embedUrl: string;
  buttonLabel: string;
  title: string;
  closeLabel: string;
}

/**
 * "Watch Our Story": a button that opens the video in a modal <dialog>. Nothing is loaded from the
 * video host until the dialog opens; closing it (button, Escape or a click on the backdrop)
 * removes the player, which stops the video, and the browser returns focus to the button.
 */
export function VideoDialog({ embedUrl, buttonLabel, title, closeLabel }: VideoDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();

  const show = () => {
    setOpen(true);
    dialogRef.current?.showModal();
  };
  const close = () => dialogRef.current?.close();

  return (
    <>
      <Button type="button" $variant="onDark" aria-haspopup="dialog" onClick={show}>
        <Icon name="play" />
        {buttonLabel}
      </Button>
      <Dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <Bar>
          <h2 id={titleId}>{title}</h2>
          <Tooltip label={closeLabel} placement="bottom">
            <CloseButton type="button" onClick={close} aria-label={closeLabel}>
              <Icon name="close" />
            </CloseButton>
          </Tooltip>
        </Bar>
        <Frame>
          {open && (
            <iframe
              src={embedUrl}
              title={title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
            />
          )}
        </Frame>
      </Dialog>
    </>
  );
}

const Dialog = styled.dialog`
  width: min(${theme.sizes.dialog}, calc(100vw - ${theme.space.xl}));
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.navyDeep};
  color: ${theme.colors.onDark};
  box-shadow: ${theme.shadows.lg};

  &::backdrop {
    background: ${theme.colors.overlay};
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
  color: ${theme.colors.onDark};
  cursor: pointer;

  &:focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }
`;

const Frame = styled.div`
  aspect-ratio: 16 / 9;
  background: ${theme.colors.navyDeep};

  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

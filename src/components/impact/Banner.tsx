import React from "react";
import styled from "styled-components";
import { Photo, photoSlotSizes } from "../ui/Photo";
import { theme } from "../../theme/theme";

interface BannerProps {
  title: string;
  text: string;
  photo: Queries.WidePhotoFragment;
}

/** A wide photo with its title and line laid over the darker lower edge. */
export function Banner({ title, text, photo }: BannerProps) {
  return (
    <Figure>
      <Photo photo={photo} sizes={photoSlotSizes.wide} />
      <Caption>
        <h2>{title}</h2>
        <p>{text}</p>
      </Caption>
    </Figure>
  );
}

const Figure = styled.figure`
  position: relative;
  overflow: hidden;
  margin: 0;
  border-radius: ${theme.radii.lg};
  isolation: isolate;

  & + & {
    margin-top: ${theme.space.lg};
  }
`;

/* Under the photo on phones (a short banner would be all caption); over its lower edge from md. */
const Caption = styled.figcaption`
  padding: ${theme.space.md} ${theme.space.md} ${theme.space.lg};
  background: ${theme.roles.surface.inverseDeep};
  color: ${theme.roles.text.onInverse};

  ${theme.media.md} {
    position: absolute;
    inset: auto 0 0 0;
    padding: ${theme.space["2xl"]} ${theme.space.lg} ${theme.space.lg};
    background: linear-gradient(to top, ${theme.roles.surface.inverseDeep} 35%, transparent);
  }

  h2 {
    margin-bottom: ${theme.space["2xs"]};
    font-size: ${theme.fontSizes["2xl"]};
  }

  p {
    color: ${theme.roles.text.mutedOnInverse};
  }
`;

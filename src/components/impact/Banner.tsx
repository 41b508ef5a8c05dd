import React from "react";
import styled from "styled-components";
import { Photo, type PhotoData } from "../ui/Photo";

interface BannerProps {
  title: string;
  text: string;
  photo: PhotoData;
}

/** A wide photo with its title and line laid over the darker lower edge. */
export function Banner({ title, text, photo }: BannerProps) {
  return (
    <Figure>
      <Photo photo={photo} />
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
  border-radius: ${({ theme }) => theme.radii.lg};
  isolation: isolate;

  & + & {
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;

/* Under the photo on phones (a short banner would be all caption); over its lower edge from md. */
const Caption = styled.figcaption`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.navyDeep};
  color: ${({ theme }) => theme.colors.onDark};

  ${({ theme }) => theme.media.md} {
    position: absolute;
    inset: auto 0 0 0;
    padding: ${({ theme }) => `${theme.space["2xl"]} ${theme.space.lg} ${theme.space.lg}`};
    background: linear-gradient(to top, ${({ theme }) => theme.colors.navyDeep} 35%, transparent);
  }

  h2 {
    margin-bottom: ${({ theme }) => theme.space["2xs"]};
    font-size: ${({ theme }) => theme.fontSizes["2xl"]};
  }

  p {
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
`;

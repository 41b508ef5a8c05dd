import styled from "styled-components";

/** The page's content column: centred, never wider than the content width, padded on phones. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.content};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;

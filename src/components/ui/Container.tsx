import styled from "styled-components";
import { theme } from "../../theme/theme";

/** The page's content column: centred, never wider than the content width, padded on phones. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.sizes.content};
  margin-inline: auto;
  padding-inline: ${theme.space.md};

  ${theme.media.md} {
    padding-inline: ${theme.space.lg};
  }
`;

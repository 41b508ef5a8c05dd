import styled from "styled-components";
import { theme } from "../../theme/theme";
import { ringOn } from "../../theme/interactive";

/**
 * The first thing Tab reaches: jumps past the header to the page's own content, its title (the
 * h1, src/components/ui/PageTitle.tsx), which takes focus and shows its ring, so a keyboard user
 * sees where they landed and a screen reader says the page's name; the next Tab goes on from there.
 */
export const SkipLink = styled.a`
  position: absolute;
  display: inline-flex;
  align-items: center;
  min-block-size: ${theme.sizes.tapTarget};
  top: ${theme.space.xs};
  left: ${theme.space.xs};
  z-index: ${theme.zIndices.skipLink};
  padding: ${theme.space.xs} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  background: ${theme.roles.surface.inverse};
  color: ${theme.roles.text.onInverse};
  font-weight: ${theme.fontWeights.bold};
  transform: translateY(-200%);

  /* The ring sits on the white header beside the link, so it takes the colour made for light ground. */
  &:focus {
    transform: none;
    outline: ${theme.sizes.focusRing} solid ${ringOn("light")};
    outline-offset: ${theme.space["3xs"]};
  }
`;

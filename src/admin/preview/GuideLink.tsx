import React from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";
import phrases from "./guidePhrases.json";

/** The editors' guide's address beside the editor (plugins/editor/editorsGuide.ts writes it). */
export const guideAddress = "/admin/guide";

/**
 * Above every preview: the editors' guide (docs/editing.md, published with the editor), in a new
 * tab so the entry being edited stays open.
 */
export function GuideLink() {
  return (
    <Bar>
      <a href={guideAddress} target="_blank" rel="noopener noreferrer">
        {phrases.link}
      </a>
      : {phrases.description}
    </Bar>
  );
}

const Bar = styled.p`
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
  background: ${theme.colors.surface};
`;

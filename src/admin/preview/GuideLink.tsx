import React from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";

/** The editors' guide, in the editor's language: its address, its link's words and what it holds. */
export interface GuideWords {
  readonly href: string;
  readonly link: string;
  readonly description: string;
}

/**
 * Above every preview: the editors' guide in the editor's language (docs/editing.md at
 * /admin/guide, docs/editing.es.md at /admin/guide-es, published with the editor), in a new tab so
 * the entry being edited stays open.
 */
export function GuideLink({ href, link, description }: GuideWords) {
  return (
    <Bar>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {link}
      </a>
      : {description}
    </Bar>
  );
}

const Bar = styled.p`
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.roles.text.muted};
  background: ${theme.roles.surface.card};
`;

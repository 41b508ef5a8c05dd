import React from "react";
import { StyleSheetManager } from "styled-components";
import type { ContentSnapshot } from "../contentSnapshot";
import type { EditedFile } from "./previewData";
import { previewPageFor } from "./previewPages";
import { PreviewBoundary, type PreviewFailedWords } from "./PreviewBoundary";
import { SitePagePreview } from "./SitePagePreview";
import { FieldList } from "./FieldList";
import { GuideLink, type GuideWords } from "./GuideLink";

export interface PreviewRootProps {
  snapshot: ContentSnapshot;
  edited: EditedFile;
  /** The preview frame's <head>: the components' styles are written there, not in the editor's. */
  styleTarget: HTMLElement;
  /** The editors' guide, and what the frame says when a page cannot be drawn, in the editor's language. */
  words: PreviewWords;
}

export interface PreviewWords {
  readonly guide: GuideWords;
  readonly failed: PreviewFailedWords;
}

/** The preview of the file being edited, in the language being edited: the page that shows it, or its fields as text. */
export function PreviewRoot({ snapshot, edited, styleTarget, words }: PreviewRootProps) {
  const page = edited.path in snapshot.files ? previewPageFor(edited.path) : undefined;
  return (
    <StyleSheetManager target={styleTarget}>
      <GuideLink {...words.guide} />
      <PreviewBoundary resetKey={edited.data} words={words.failed}>
        {page ? (
          <SitePagePreview page={page} snapshot={snapshot} edited={edited} />
        ) : (
          <FieldList path={edited.path} data={edited.data[edited.locale]} photoUrl={edited.photoUrl} />
        )}
      </PreviewBoundary>
    </StyleSheetManager>
  );
}

/**
 * The previews' script (an ES module, plugins/editor/editorBundle.ts), loaded by the editor the
 * first time it shows a preview, not before its form: it holds the site's pages with their React 18
 * and styled-components, and fetches the build's copy of every content file (the pages around the
 * one being edited). The editor's own preview template (src/admin/decap/previewTemplate.ts) renders
 * into an element of Decap's preview frame through these two functions.
 */
import React from "react";
import { createRoot, type Root } from "react-dom/client";
import type { ContentSnapshot } from "../contentSnapshot";
import type { EditedFile } from "./previewData";
import { PreviewRoot, type PreviewWords } from "./PreviewRoot";

const roots = new WeakMap<HTMLElement, Root>();
let snapshot: Promise<ContentSnapshot> | undefined;

function loadSnapshot(address: string): Promise<ContentSnapshot> {
  snapshot ??= fetch(address).then((response) => {
    if (!response.ok) throw new Error(`The previews' content (${address}) answered ${response.status}`);
    return response.json() as Promise<ContentSnapshot>;
  });
  return snapshot;
}

/** Renders the edited file's page into `container`; `styleTarget` is the preview frame's <head>. */
export async function renderPreview(container: HTMLElement, edited: EditedFile, styleTarget: HTMLElement, contentAddress: string, words: PreviewWords): Promise<void> {
  const content = await loadSnapshot(contentAddress);
  if (!container.isConnected) return;
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(<PreviewRoot snapshot={content} edited={edited} styleTarget={styleTarget} words={words} />);
}

export function unmountPreview(container: HTMLElement): void {
  roots.get(container)?.unmount();
  roots.delete(container);
}

export type PreviewModule = { renderPreview: typeof renderPreview; unmountPreview: typeof unmountPreview };

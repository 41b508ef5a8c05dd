import React from "react";
import { createRoot, type Root } from "react-dom/client";
import type { DecapGlobals, DecapPreviewProps } from "./decap";
import type { ContentSnapshot } from "./contentSnapshot";
import { entryPhotoUrl } from "./entryPhotos";
import { PreviewRoot } from "./PreviewRoot";

interface TemplateInstance {
  container: HTMLElement | null;
  root: Root | null;
  setContainer(element: HTMLElement | null): void;
  renderPreview(): void;
}

/** The entry's data as a plain object (Decap holds it as an Immutable Map). */
function entryData(props: DecapPreviewProps): unknown {
  const data = props.entry.get("data") as { toJS(): unknown } | undefined;
  return data?.toJS() ?? {};
}

/**
 * Decap's preview template: a component of Decap's own React that renders one empty element,
 * into which our React 18 renders the page (PreviewRoot) on every change of the entry, and which
 * it unmounts with the template.
 */
export function previewTemplate({ h, createClass }: DecapGlobals, snapshot: ContentSnapshot): unknown {
  return createClass<TemplateInstance & { componentDidMount(): void; componentDidUpdate(): void; componentWillUnmount(): void; render(): unknown }>({
    container: null,
    root: null,
    setContainer(element) {
      this.container = element;
    },
    renderPreview() {
      if (!this.container) return;
      this.root ??= createRoot(this.container);
      const frame = this.props.document ?? this.container.ownerDocument;
      const path = String(this.props.entry.get("path") ?? "");
      const edited = { path, data: entryData(this.props), photoUrl: entryPhotoUrl(path, this.props) };
      this.root.render(<PreviewRoot snapshot={snapshot} edited={edited} styleTarget={frame.head} />);
    },
    componentDidMount() {
      this.renderPreview();
    },
    componentDidUpdate() {
      this.renderPreview();
    },
    componentWillUnmount() {
      this.root?.unmount();
      this.root = null;
    },
    render() {
      return h("div", { ref: this.setContainer });
    },
  });
}

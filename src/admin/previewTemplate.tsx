import React from "react";
import { createRoot, type Root } from "react-dom/client";
import type { DecapGlobals, DecapPreviewProps } from "./decap";
import type { ContentSnapshot } from "./contentSnapshot";
import { defaultLocale, isLocale, locales, type Locale } from "../lib/locales";
import { entryPhotoUrl } from "./entryPhotos";
import { PreviewRoot } from "./PreviewRoot";

interface TemplateInstance {
  container: HTMLElement | null;
  root: Root | null;
  setContainer(element: HTMLElement | null): void;
  renderPreview(): void;
}

type ImmutableData = { toJS(): unknown } | undefined;

/**
 * The language the preview shows: Decap's editor passes the language its form is written in as
 * `locale` (EditorInterface's leftPanelLocale), with the entry's `data` already that language's
 * (decap-cms-core lib/i18n.ts getPreviewEntry). Without it, the entry is the English one.
 */
export const previewLocale = (props: Pick<DecapPreviewProps, "locale">): Locale => (isLocale(props.locale) ? props.locale : defaultLocale);

/**
 * The entry's data per language, as plain objects (Decap holds them as Immutable Maps): the shown
 * language's is the entry's `data`; the others, where Decap still has them, are under
 * `i18n.<locale>.data` (the English one is not, once the data is the Spanish).
 */
export function entryData(props: Pick<DecapPreviewProps, "entry" | "locale">): Partial<Record<Locale, unknown>> {
  const shown = previewLocale(props);
  const data: Partial<Record<Locale, unknown>> = {};
  for (const locale of locales) {
    const value = (locale === shown ? props.entry.get("data") : props.entry.getIn(["i18n", locale, "data"])) as ImmutableData;
    if (value) data[locale] = value.toJS();
  }
  data[shown] ??= {};
  return data;
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
      const edited = { path, locale: previewLocale(this.props), data: entryData(this.props), photoUrl: entryPhotoUrl(path, this.props) };
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

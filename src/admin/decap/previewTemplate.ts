import type { DecapGlobals, DecapPreviewProps } from "./decap";
import { defaultLocale, isLocale, locales, type Locale } from "../../lib/locales";
import { entryPhotoUrl } from "./entryPhotos";
import type { PreviewModule } from "../preview/previews";
import type { GuideWords } from "../preview/GuideLink";

interface TemplateInstance {
  container: HTMLElement | null;
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
 * Decap's preview template: a component of Decap's own React (React 19, in the editor's Decap
 * bundle) that renders one empty element, into which the previews' module renders the page with
 * the site's React 18 on every change of the entry. The module loads the first time a preview is
 * shown, after the form (`loadPreviews`); `contentAddress` is the build's copy of data/ it reads.
 */
export function previewTemplate({ h, createClass }: Pick<DecapGlobals, "h" | "createClass">, loadPreviews: () => Promise<PreviewModule>, contentAddress: string, words: { loading: string; guide: GuideWords }): unknown {
  const make = createClass as unknown as <Spec>(spec: Spec & ThisType<Spec & { props: DecapPreviewProps; state: { loaded: boolean }; setState(state: { loaded: boolean }): void }>) => unknown;
  return make<TemplateInstance & { getInitialState(): { loaded: boolean }; componentDidMount(): void; componentDidUpdate(): void; componentWillUnmount(): void; render(): unknown }>({
    container: null,
    getInitialState() {
      return { loaded: false };
    },
    setContainer(element) {
      this.container = element;
    },
    renderPreview() {
      const container = this.container;
      if (!container) return;
      const frame = this.props.document ?? container.ownerDocument;
      const path = String(this.props.entry.get("path") ?? "");
      const edited = { path, locale: previewLocale(this.props), data: entryData(this.props), photoUrl: entryPhotoUrl(path, this.props) };
      void loadPreviews()
        .then((previews) => previews.renderPreview(container, edited, frame.head, contentAddress, words.guide))
        .then(() => {
          if (!this.state.loaded && this.container) this.setState({ loaded: true });
        });
    },
    componentDidMount() {
      this.renderPreview();
    },
    componentDidUpdate() {
      this.renderPreview();
    },
    componentWillUnmount() {
      const container = this.container;
      if (container) void loadPreviews().then((previews) => previews.unmountPreview(container));
    },
    render() {
      // The page renders into the second element, with the site's React; the first says it is coming.
      return h("div", null, h("p", { className: "cms-preview-loading", hidden: this.state.loaded }, words.loading), h("div", { ref: this.setContainer }));
    },
  });
}

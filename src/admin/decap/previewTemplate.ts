import type { DecapGlobals, DecapPreviewProps } from "./decap";
import type { Locale } from "../../lib/locales";
import type { ContentModel } from "../../content/modelTypes";
import { contentFilePath, languageBlocks } from "../../lib/contentFile";
import { contentTypeFor } from "../../lib/contentPages";
import type { FormLanguage } from "./formLanguage";
import { entryPhotoUrl } from "./entryPhotos";
import type { PreviewModule } from "../preview/previews";
import type { PreviewWords } from "../preview/PreviewRoot";

interface TemplateInstance {
  container: HTMLElement | null;
  setContainer(element: HTMLElement | null): void;
  renderPreview(): void;
}

type ImmutableData = { toJS(): unknown } | undefined;

/**
 * The entry's data in each language, as plain objects: the entry holds the whole file, every
 * language in it (src/content/translations.ts), which each language's page reads its copy of.
 */
export function entryData(entry: DecapPreviewProps["entry"], model: ContentModel): Partial<Record<Locale, unknown>> {
  const path = String(entry.get("path") ?? "");
  const data = (entry.get("data") as ImmutableData)?.toJS() ?? {};
  return languageBlocks(data, contentTypeFor(contentFilePath(path)), model);
}

/**
 * Decap's preview template: a component of Decap's own React (React 19, in the editor's Decap
 * bundle) that renders one empty element, into which the previews' module renders the page with
 * the site's React 18 on every change of the entry. The module loads the first time a preview is
 * shown, after the form (`loadPreviews`); `contentAddress` is the build's copy of data/ it reads.
 */
export function previewTemplate(
  { h, createClass }: Pick<DecapGlobals, "h" | "createClass">,
  loadPreviews: () => Promise<PreviewModule>,
  contentAddress: string,
  form: Pick<FormLanguage, "chosen" | "subscribe">,
  model: ContentModel,
  words: { loading: string } & PreviewWords,
): unknown {
  const make = createClass as unknown as <Spec>(spec: Spec & ThisType<Spec & { props: DecapPreviewProps; state: { loaded: boolean }; setState(state: { loaded: boolean }): void }>) => unknown;
  return make<TemplateInstance & { stop?: () => void; getInitialState(): { loaded: boolean }; componentDidMount(): void; componentDidUpdate(): void; componentWillUnmount(): void; render(): unknown }>({
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
      // The page in the language the form is written in.
      const edited = { path, locale: form.chosen() as Locale, data: entryData(this.props.entry, model), photoUrl: entryPhotoUrl(path, this.props) };
      void loadPreviews()
        .then((previews) => previews.renderPreview(container, edited, frame.head, contentAddress, { guide: words.guide, failed: words.failed }))
        .then(() => {
          if (!this.state.loaded && this.container) this.setState({ loaded: true });
        });
    },
    componentDidMount() {
      this.renderPreview();
      this.stop = form.subscribe(() => this.renderPreview());
    },
    componentDidUpdate() {
      this.renderPreview();
    },
    componentWillUnmount() {
      this.stop?.();
      const container = this.container;
      if (container) void loadPreviews().then((previews) => previews.unmountPreview(container));
    },
    render() {
      // The page renders into the second element, with the site's React; the first says it is coming.
      return h("div", null, h("p", { className: "cms-preview-loading", hidden: this.state.loaded }, words.loading), h("div", { ref: this.setContainer }));
    },
  });
}

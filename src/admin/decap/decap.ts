/**
 * Decap CMS's registry, as the editor's bundle gets it from decap-cms-core (src/admin/decap/decapApp.ts):
 * what our additions register on it before `init` starts the editor.
 */
export interface DecapCms {
  init(options?: { config?: Record<string, unknown> }): void;
  registerBackend(name: string, backend: unknown): void;
  registerWidget(widgets: unknown[]): void;
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
  getWidget(name: string): DecapWidget | undefined;
  registerLocale(locale: string, phrases: Record<string, unknown>): void;
  getLocale(locale: string): unknown;
  registerPreviewTemplate(name: string, component: unknown): void;
  registerPreviewStyle(href: string): void;
  registerCustomFormat(name: string, extension: string, formatter: unknown): void;
  registerEventListener(listener: { name: string; handler: (event: { entry: ImmutableMap }) => unknown }): void;
}

/** A widget's npm package (decap-cms-widget-string…): `Widget()` gives what registerWidget takes. */
export interface DecapWidgetModule {
  Widget(options?: Record<string, unknown>): Record<string, unknown>;
  controlComponent: unknown;
  previewComponent: unknown;
}

/**
 * Decap's registry with its React (19, bundled with it): React's createElement as `h` and
 * create-react-class as `createClass`. A component Decap renders (a preview template, a widget)
 * must be made with these, since React 19 rejects elements made by another React (the site's is 18).
 */
export interface DecapGlobals {
  CMS: DecapCms;
  h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  createClass: <Instance>(spec: Instance & ThisType<Instance & DecapComponent>) => unknown;
  /** React's createContext, of Decap's React. */
  createContext: <Value>(value: Value) => { Provider: unknown };
}

/** An Immutable.js Map as Decap hands it over (entries, field definitions). */
export interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
}

/** An Immutable.js List of field definitions. */
export interface ImmutableList<Item> {
  find(predicate: (item: Item) => boolean): Item | undefined;
}

/** A file Decap loaded for a preview (an AssetProxy): its string is the address to show. */
export interface DecapAsset {
  toString(): string;
}

/** The props Decap gives a preview template (decap-cms-core EditorPreviewPane). */
export interface DecapPreviewProps {
  entry: ImmutableMap;
  /** The entry's field definitions, from config.yml. */
  fields: ImmutableList<ImmutableMap>;
  /** `field` must be the definition itself, from `fields`: Decap finds its media folder by identity. */
  getAsset: (path: string, field?: ImmutableMap) => DecapAsset | undefined;
  /** The preview frame's document and window. */
  document?: Document;
  window?: Window;
}

/** What create-react-class gives a component's methods. */
export interface DecapComponent {
  props: DecapPreviewProps;
}

/** What create-react-class gives a component's methods, for a component of given props and state. */
export interface DecapComponentClass<Props, State> {
  props: Props;
  state: State;
  setState(state: Partial<State>): void;
}

/** A widget as Decap's registry holds it (`CMS.getWidget(name)`). */
export interface DecapWidget {
  control: unknown;
  preview: unknown;
  schema?: unknown;
}

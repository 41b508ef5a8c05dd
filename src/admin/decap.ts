/**
 * What Decap CMS 3 puts on `window` (its bundle runs its own React 19): the registry, React's
 * createElement as `h` and create-react-class as `createClass`. A preview template must be made
 * with these, since React 19 rejects elements made by another React (ours is 18).
 */
export interface DecapGlobals {
  CMS: {
    registerPreviewTemplate(name: string, component: unknown): void;
    registerPreviewStyle(href: string): void;
  };
  h: (type: string, props: Record<string, unknown> | null) => unknown;
  createClass: <Instance>(spec: Instance & ThisType<Instance & DecapComponent>) => unknown;
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
  /**
   * With i18n, the language the form is written in, whose data `entry.data` then is (Decap
   * passes its editor's props on to the preview: EditorPreviewPane's `locale`).
   */
  locale?: string;
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

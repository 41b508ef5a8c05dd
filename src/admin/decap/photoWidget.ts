import type { DecapComponentClass, DecapWidget } from "./decap";

/**
 * Decap's photo field draws its photo once, asking Decap for the file as the form opens. A file
 * not loaded yet comes back as Decap's stand-in (an empty SVG, drawn 300 pixels wide), and the
 * field is not drawn again when the file arrives (decap-cms 3.16's image control asks again only
 * when its value, field or `getAsset` change): a freshly opened form showed blank boxes.
 *
 * So the image widget is registered again around Decap's own control: while the answer to a
 * photo is a stand-in, the control is handed a new `getAsset` every quarter second, so it asks
 * again and draws the photo as soon as it has loaded. Everything else is Decap's control.
 */
export interface PhotoWidgetDecap {
  CMS: {
    getWidget(name: string): DecapWidget | undefined;
    registerWidget(name: string, control: unknown, preview: unknown, schema: unknown): void;
  };
  h: (type: unknown, props: Record<string, unknown> | null) => unknown;
  createClass: <Instance>(spec: Instance & ThisType<Instance & DecapComponentClass<PhotoProps, { round: number }>>) => unknown;
}

/** What Decap's Widget asks of its control's ref. */
interface PhotoWidgetInner {
  getValidateValue?: () => unknown;
  isValid?: () => unknown;
}

/** The props Decap gives a widget's control; the one this needs is `getAsset`. */
interface PhotoProps {
  getAsset: (path: string, field?: unknown) => unknown;
  [prop: string]: unknown;
}

/**
 * How often, and for how long, a photo still loading is asked for again: a phone's original of
 * several MB through GitHub on a slow line can take a minute. Asking again only reads Decap's store.
 */
export const askAgainAfterMs = 250;
export const maxRounds = 480; // 2 minutes, counted again for each photo the field shows

/** Is Decap's answer for `path` a stand-in rather than that file? */
export function isStandIn(asset: unknown, path: string): boolean {
  const answered = (asset as { path?: unknown } | null | undefined)?.path;
  if (typeof answered !== "string") return false;
  const baseName = (file: string) => file.slice(file.lastIndexOf("/") + 1);
  return baseName(answered) !== baseName(path);
}

export function registerPhotoWidget(decap: PhotoWidgetDecap): void {
  const image = decap.CMS.getWidget("image");
  if (!image) throw new Error("Decap CMS has no image widget to draw the photos with");
  const control = decap.createClass({
    timer: undefined as number | undefined,
    /** Decap's own control, whose answers to Decap's Widget (the value to check) are passed on. */
    inner: null as PhotoWidgetInner | null,
    /** The round the current photo was first asked for in, and which photo that was. */
    since: 0,
    sinceValue: undefined as unknown,
    askedIn: -1,
    askedOf: undefined as PhotoProps["getAsset"] | undefined,
    ask: undefined as PhotoProps["getAsset"] | undefined,
    getInitialState() {
      return { round: 0 };
    },
    // Decap's Widget asks its control's ref whether to update, and otherwise updates on a new value
    // alone: a photo picked in the library arrives in another prop (mediaPaths), which Decap's own
    // control then weighs itself.
    shouldComponentUpdate() {
      return true;
    },
    componentWillUnmount() {
      window.clearTimeout(this.timer);
    },
    // Decap's Widget reads these from its control's ref, which is this wrapper.
    getValidateValue() {
      return this.inner?.getValidateValue?.();
    },
    isValid() {
      return this.inner?.isValid ? this.inner.isValid() : { error: false };
    },
    askAgainSoon() {
      if (this.timer !== undefined || this.state.round - this.since >= maxRounds) return;
      this.timer = window.setTimeout(() => {
        this.timer = undefined;
        this.setState({ round: this.state.round + 1 });
      }, askAgainAfterMs);
    },
    /** A `getAsset` of this round's own (a new one is what makes Decap's control ask again). */
    getAssetForRound(): PhotoProps["getAsset"] {
      if (this.sinceValue !== this.props.value || this.askedOf !== this.props.getAsset) {
        this.since = this.state.round;
        this.sinceValue = this.props.value;
      }
      if (this.askedIn !== this.state.round || this.askedOf !== this.props.getAsset || !this.ask) {
        this.askedIn = this.state.round;
        this.askedOf = this.props.getAsset;
        this.ask = (path, field) => {
          const asset = this.props.getAsset(path, field);
          if (isStandIn(asset, path)) this.askAgainSoon();
          return asset;
        };
      }
      return this.ask;
    },
    render() {
      const keep = (inner: PhotoWidgetInner | null) => void (this.inner = inner);
      return decap.h(image.control, { ...this.props, getAsset: this.getAssetForRound(), ref: keep });
    },
  });
  decap.CMS.registerWidget("image", control, image.preview, image.schema);
}

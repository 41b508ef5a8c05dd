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

/** The props Decap gives a widget's control; the one this needs is `getAsset`. */
interface PhotoProps {
  getAsset: (path: string, field?: unknown) => unknown;
  [prop: string]: unknown;
}

/** How often, and for how long, a photo still loading is asked for again. */
export const askAgainAfterMs = 250;
const maxRounds = 120; // 30 seconds: a photo that has not come by then is not coming

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
    askAgainSoon() {
      if (this.timer !== undefined || this.state.round >= maxRounds) return;
      this.timer = window.setTimeout(() => {
        this.timer = undefined;
        this.setState({ round: this.state.round + 1 });
      }, askAgainAfterMs);
    },
    /** A `getAsset` of this round's own (a new one is what makes Decap's control ask again). */
    getAssetForRound(): PhotoProps["getAsset"] {
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
      return decap.h(image.control, { ...this.props, getAsset: this.getAssetForRound() });
    },
  });
  decap.CMS.registerWidget("image", control, image.preview, image.schema);
}

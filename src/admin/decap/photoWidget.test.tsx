import React, { useEffect, useState } from "react";
import { act, render, screen } from "@testing-library/react";
import { askAgainAfterMs, isStandIn, maxRounds, registerPhotoWidget, type PhotoWidgetDecap } from "./photoWidget";

/** Decap's stand-in while a file loads, and the file once loaded (AssetProxy: a path, and an address as its string). */
const standIn = { path: "empty.svg", toString: () => "blob:stand-in" };
const loaded = { path: "data/photos/programs-mentorship.jpg", toString: () => "blob:mentorship" };

/** Decap 3.16's image thumbnail as it draws a photo: it asks `getAsset` when value, field or getAsset change. */
function Thumbnail({ value, field, getAsset }: { value: string; field: object; getAsset: (path: string, field: object) => object }) {
  const [src, setSrc] = useState("");
  useEffect(() => setSrc(String(getAsset(value, field))), [value, field, getAsset]);
  return <img role="presentation" src={src} />;
}

/** Decap's image control: a class (Decap's Widget holds a ref to it) that draws the thumbnail. */
class DecapImageControl extends React.Component<{ value: string; field: object; getAsset: (path: string, field: object) => object }> {
  render() {
    return <Thumbnail {...this.props} />;
  }
}

/** Lets `rounds` quarter-seconds pass, the page drawn again after each, as in a browser. */
const wait = (rounds: number) => {
  for (let round = 0; round < rounds; round += 1) act(() => jest.advanceTimersByTime(askAgainAfterMs));
};

/** The image widget as Decap's registry holds it once ours is registered around `control` (Decap's own, by default). */
function registered(control: unknown = DecapImageControl): { control: React.ComponentType<Record<string, unknown>>; preview: unknown; schema: unknown } {
  const widgets: Record<string, { control: unknown; preview: unknown; schema?: unknown }> = {
    image: { control, preview: "preview", schema: { properties: {} } },
  };
  const decap: PhotoWidgetDecap = {
    CMS: {
      getWidget: (name) => widgets[name],
      registerWidget: (name, control, preview, schema) => (widgets[name] = { control, preview, schema }),
    },
    h: (type, props) => React.createElement(type as React.ElementType, props),
    // What Decap puts on window.createClass.
    createClass: jest.requireActual("create-react-class"),
  };
  registerPhotoWidget(decap);
  return widgets.image as ReturnType<typeof registered>;
}

describe("the editor's photo field", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("draws the photo once it has loaded, where Decap's control alone keeps its blank stand-in", () => {
    let photoLoaded = false;
    const getAsset = () => (photoLoaded ? loaded : standIn);
    const field = {};
    const { control: Control } = registered();

    const { unmount } = render(<DecapImageControl value="photos/programs-mentorship.jpg" field={field} getAsset={getAsset} />);
    photoLoaded = true;
    wait(4);
    expect(screen.getByRole("presentation")).toHaveAttribute("src", "blob:stand-in");
    unmount();
    photoLoaded = false;

    render(<Control value="photos/programs-mentorship.jpg" field={field} getAsset={getAsset} />);
    expect(screen.getByRole("presentation")).toHaveAttribute("src", "blob:stand-in");
    wait(1);
    expect(screen.getByRole("presentation")).toHaveAttribute("src", "blob:stand-in");
    photoLoaded = true;
    wait(1);
    expect(screen.getByRole("presentation")).toHaveAttribute("src", "blob:mentorship");
  });

  it("stops asking once the photo is there, and keeps Decap's preview and options", () => {
    const getAsset = jest.fn(() => loaded);
    const widget = registered();
    const Control = widget.control;
    render(<Control value="photos/programs-mentorship.jpg" field={{}} getAsset={getAsset} />);
    wait(10);
    expect(getAsset).toHaveBeenCalledTimes(1);
    expect([widget.preview, widget.schema]).toEqual(["preview", { properties: {} }]);
  });

  it("lets a photo picked in the library through to Decap's control, which hears of it in another prop than its value", () => {
    /** Decap's Widget: it updates its control when the control's ref says so, or else on a new value alone. */
    class DecapWidget extends React.Component<{ control: React.ComponentType<Record<string, unknown>>; value: string; mediaPaths: string }> {
      inner: { shouldComponentUpdate?: (next: unknown) => boolean } | null = null;
      shouldComponentUpdate(next: { value: string }) {
        return this.inner?.shouldComponentUpdate ? this.inner.shouldComponentUpdate(next) : next.value !== this.props.value;
      }
      render() {
        const { control: Control, ...props } = this.props;
        return <Control {...props} ref={(ref: unknown) => (this.inner = ref as DecapWidget["inner"])} getAsset={() => loaded} field={{}} />;
      }
    }
    class Picked extends React.Component<{ mediaPaths: string }> {
      render() {
        return <p>{this.props.mediaPaths || "nothing picked"}</p>;
      }
    }
    const Control = registered(Picked).control;
    const { rerender } = render(<DecapWidget control={Control} value="photos/a.jpg" mediaPaths="" />);
    rerender(<DecapWidget control={Control} value="photos/a.jpg" mediaPaths="photos/programs-workshop.jpg" />);
    expect(screen.getByText("photos/programs-workshop.jpg")).toBeInTheDocument();
  });

  it("gives up on a photo that never comes, asks again for the next one, and stops when the field goes", () => {
    const getAsset = jest.fn(() => standIn);
    const { control: Control } = registered();
    const field = {};
    const { rerender, unmount } = render(<Control value="photos/a.jpg" field={field} getAsset={getAsset} />);
    wait(maxRounds + 20);
    const asked = getAsset.mock.calls.length;
    expect(asked).toBeGreaterThanOrEqual(maxRounds);
    wait(20);
    expect(getAsset.mock.calls.length).toBe(asked);

    rerender(<Control value="photos/b.jpg" field={field} getAsset={getAsset} />);
    wait(10);
    expect(getAsset.mock.calls.length).toBeGreaterThan(asked + 5);
    unmount();
    const afterUnmount = getAsset.mock.calls.length;
    wait(10);
    expect(getAsset.mock.calls.length).toBe(afterUnmount);
  });

  it("passes Decap's Widget the value to check that Decap's own control gives", () => {
    class DecapFileControl extends React.Component<{ value: string }> {
      getValidateValue() {
        return this.props.value.slice(this.props.value.lastIndexOf("/") + 1);
      }
      render() {
        return <img role="presentation" alt="" />;
      }
    }
    const Control = registered(DecapFileControl).control;
    let wrapper: { getValidateValue(): unknown; isValid(): unknown } | null = null;
    render(<Control ref={(ref: unknown) => (wrapper = ref as typeof wrapper)} value="photos/a.jpg" field={{}} getAsset={() => loaded} />);
    expect(wrapper!.getValidateValue()).toBe("a.jpg");
    expect(wrapper!.isValid()).toEqual({ error: false });
  });

  it("tells Decap's stand-in from the photo asked for", () => {
    expect(isStandIn(standIn, "../photos/about-our-story.jpg")).toBe(true);
    expect(isStandIn({ path: "data/photos/about-our-story.jpg" }, "../photos/about-our-story.jpg")).toBe(false);
    expect(isStandIn(undefined, "photos/a.jpg")).toBe(false);
  });
});

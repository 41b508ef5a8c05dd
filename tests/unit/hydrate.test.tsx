import React, { useState } from "react";
import { TextEncoder } from "util";
import { act, fireEvent, screen } from "@testing-library/react";
import { replaceHydrateFunction } from "../../gatsby-browser";

// react-dom/server's browser build needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  );
}

describe("replaceHydrateFunction (gatsby-browser.tsx)", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("keeps the server-rendered page and makes it interactive", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Counter />);
    document.body.append(container);
    const serverButton = screen.getByRole("button", { name: "Pressed 0 times" });

    let unmount = () => {};
    await act(async () => {
      unmount = replaceHydrateFunction()(<Counter />, container);
    });
    // Hydrated, not re-rendered: the visitor's button is the very element the server sent.
    expect(screen.getByRole("button")).toBe(serverButton);
    fireEvent.click(serverButton);
    expect(serverButton).toHaveTextContent("Pressed 1 times");
    act(() => unmount());
  });

  it("renders into an empty container, as gatsby develop serves one", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    let unmount = () => {};
    await act(async () => {
      unmount = replaceHydrateFunction()(<Counter />, container);
    });
    expect(screen.getByRole("button", { name: "Pressed 0 times" })).toBeInTheDocument();
    act(() => unmount());
  });
});

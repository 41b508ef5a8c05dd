import React from "react";
import { act, fireEvent, screen } from "@testing-library/react";
import { Tooltip } from "./Tooltip";
import { renderWithSite } from "../../../tests/support/render";

const icons = () =>
  renderWithSite(
    <>
      <Tooltip label="Facebook">
        <a href="https://www.facebook.com/" aria-label="Facebook">f</a>
      </Tooltip>
      <Tooltip label="Instagram">
        <a href="https://www.instagram.com/" aria-label="Instagram">i</a>
      </Tooltip>
    </>,
  );

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const hover = (name: string) => fireEvent.pointerEnter(screen.getByRole("link", { name }), { pointerType: "mouse" });
const leave = (name: string) => fireEvent.pointerLeave(screen.getByRole("link", { name }), { pointerType: "mouse" });

describe("Tooltip", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("names an icon after 700 ms of hover, and not before", () => {
    icons();
    hover("Facebook");
    advance(690);
    expect(screen.queryByText("Facebook")).not.toBeInTheDocument();
    advance(20);
    expect(screen.getByText("Facebook")).toBeInTheDocument();
    leave("Facebook");
    expect(screen.queryByText("Facebook")).not.toBeInTheDocument();
  });

  it("skips the delay when another tooltip closed less than 300 ms ago", () => {
    icons();
    hover("Facebook");
    advance(700);
    leave("Facebook");
    advance(100);
    hover("Instagram");
    advance(0);
    expect(screen.getByText("Instagram")).toBeInTheDocument();
  });

  it("waits again once the 300 ms have passed", () => {
    icons();
    hover("Facebook");
    advance(700);
    leave("Facebook");
    advance(400);
    hover("Instagram");
    advance(100);
    expect(screen.queryByText("Instagram")).not.toBeInTheDocument();
  });

  it("shows at once on keyboard focus and closes on Escape", () => {
    icons();
    act(() => screen.getByRole("link", { name: "Facebook" }).focus());
    advance(0);
    expect(screen.getByText("Facebook")).toBeInTheDocument();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByText("Facebook")).not.toBeInTheDocument();
  });

  it("does not change the control's accessible name", () => {
    icons();
    hover("Facebook");
    advance(700);
    expect(screen.getByRole("link", { name: "Facebook" })).toBeInTheDocument();
  });
});

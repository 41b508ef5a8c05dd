import React from "react";
import { act, createEvent, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tooltip } from "./Tooltip";
import TooltipModule from "./tooltip.enhance";
import { initAll } from "../../enhance/initAll";

/** Two icon links as the footer renders them, with the tooltip module started. */
function icons() {
  render(
    <>
      <Tooltip label="Facebook">
        <a href="https://www.facebook.com/" aria-label="Facebook">f</a>
      </Tooltip>
      <Tooltip label="Instagram">
        <a href="https://www.instagram.com/" aria-label="Instagram">i</a>
      </Tooltip>
    </>,
  );
  initAll({ tooltip: TooltipModule }, { scope: document });
}

const bubble = (name: string) => screen.getByText(name, { selector: "[data-tooltip-bubble]" });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

// Each test starts a minute after the last one: "a tooltip closed less than 300 ms ago" is shared.
let clock = Date.UTC(2026, 0, 1);

describe("Tooltip, as the server renders it", () => {
  it("has a hidden bubble that screen readers skip, and leaves the control's name alone", () => {
    icons();
    expect(bubble("Facebook")).not.toBeVisible();
    expect(bubble("Facebook")).not.toHaveAttribute("data-shown");
    expect(bubble("Facebook")).toHaveAttribute("aria-hidden", "true");
    expect(bubble("Facebook").parentElement).toHaveAttribute("data-module", "tooltip");
    expect(screen.getByRole("link", { name: "Facebook" })).toBeInTheDocument();
  });
});

describe("Tooltip, with its module", () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    jest.useFakeTimers({ now: (clock += 60_000) });
    user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  });
  afterEach(() => jest.useRealTimers());

  it("names an icon after 700 ms of hover, and not before", async () => {
    icons();
    await user.hover(screen.getByRole("link", { name: "Facebook" }));
    advance(690);
    expect(bubble("Facebook")).not.toBeVisible();
    advance(20);
    expect(bubble("Facebook")).toBeVisible();
    await user.unhover(screen.getByRole("link", { name: "Facebook" }));
    expect(bubble("Facebook")).not.toBeVisible();
  });

  it("skips the delay when another tooltip closed less than 300 ms ago", async () => {
    icons();
    await user.hover(screen.getByRole("link", { name: "Facebook" }));
    advance(700);
    await user.unhover(screen.getByRole("link", { name: "Facebook" }));
    advance(100);
    await user.hover(screen.getByRole("link", { name: "Instagram" }));
    expect(bubble("Instagram")).toBeVisible();
  });

  it("waits again once the 300 ms have passed", async () => {
    icons();
    await user.hover(screen.getByRole("link", { name: "Facebook" }));
    advance(700);
    await user.unhover(screen.getByRole("link", { name: "Facebook" }));
    advance(400);
    await user.hover(screen.getByRole("link", { name: "Instagram" }));
    advance(100);
    expect(bubble("Instagram")).not.toBeVisible();
    advance(600);
    expect(bubble("Instagram")).toBeVisible();
  });

  it("does not open for a touch, which cannot hover", () => {
    icons();
    // jsdom has no PointerEvent (and counts a tap's focus as :focus-visible): the bare event.
    const touch = createEvent.pointerEnter(bubble("Facebook").parentElement as HTMLElement);
    Object.defineProperty(touch, "pointerType", { value: "touch" });
    fireEvent(bubble("Facebook").parentElement as HTMLElement, touch);
    advance(1000);
    expect(bubble("Facebook")).not.toBeVisible();
  });

  it("shows at once on keyboard focus, and closes on Escape", async () => {
    icons();
    await user.tab();
    expect(screen.getByRole("link", { name: "Facebook" })).toHaveFocus();
    expect(bubble("Facebook")).toBeVisible();

    await user.keyboard("{Escape}");
    expect(bubble("Facebook")).not.toBeVisible();
    expect(screen.getByRole("link", { name: "Facebook" })).toHaveFocus();
  });

  it("closes on blur, as focus moves to the next icon's tooltip", async () => {
    icons();
    await user.tab();
    await user.tab();
    expect(bubble("Facebook")).not.toBeVisible();
    expect(bubble("Instagram")).toBeVisible();
  });

  it("closes a hovered tooltip on Escape without moving the pointer (WCAG 1.4.13)", async () => {
    icons();
    await user.hover(screen.getByRole("link", { name: "Facebook" }));
    advance(700);
    await user.keyboard("{Escape}");
    expect(bubble("Facebook")).not.toBeVisible();
  });

  it("does not change the control's accessible name", async () => {
    icons();
    await user.hover(screen.getByRole("link", { name: "Facebook" }));
    advance(700);
    expect(screen.getByRole("link", { name: "Facebook" })).toBeInTheDocument();
  });
});

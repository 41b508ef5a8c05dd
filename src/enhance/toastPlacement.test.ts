import { placeToasts, type PlacementInput } from "./toastPlacement";

/** A 320 × 568 phone, the toasts' stack 288 px wide and 72 px high across the middle, 16 px from the edge. */
const phone = (focused: PlacementInput["focused"], viewportHeight = 568): PlacementInput => ({
  viewportHeight,
  toasts: { height: 72, left: 16, right: 304 },
  focused,
  inset: 16,
  clearance: 5,
});

const control = (top: number, height = 44, left = 20, right = 300) => ({ top, bottom: top + height, left, right });

/** The stack's box on screen for a placement, to check it against the control's. */
function stackBox(input: PlacementInput) {
  const placement = placeToasts(input);
  if (!placement) return null;
  const top = placement.edge === "top" ? placement.inset : input.viewportHeight - placement.inset - input.toasts.height;
  return { top, bottom: top + input.toasts.height };
}

describe("placeToasts", () => {
  it("keeps the toasts at the bottom when nothing has focus or the focused control is higher up", () => {
    expect(placeToasts(phone(null))).toEqual({ edge: "bottom", inset: 16 });
    expect(placeToasts(phone(control(100)))).toEqual({ edge: "bottom", inset: 16 });
  });

  it("moves them to the top when the focused control is at the bottom of the screen", () => {
    expect(placeToasts(phone(control(500)))).toEqual({ edge: "top", inset: 16 });
  });

  it("keeps the control's focus ring clear too", () => {
    // The stack's top at 568 − 16 − 72 = 480: a control ending at 476 is clear, but not its 5 px ring.
    expect(placeToasts(phone(control(432)))).toEqual({ edge: "top", inset: 16 });
    expect(placeToasts(phone(control(431 - 5)))).toEqual({ edge: "bottom", inset: 16 });
  });

  it("leaves them at the bottom when the control is beside them or out of view", () => {
    expect(placeToasts({ ...phone(control(500, 44, 310, 318)) })).toEqual({ edge: "bottom", inset: 16 });
    expect(placeToasts(phone(control(600)))).toEqual({ edge: "bottom", inset: 16 });
    expect(placeToasts(phone(control(-60)))).toEqual({ edge: "bottom", inset: 16 });
  });

  it("on a 200 px high screen, puts them nearer the edge with more room, never over the control", () => {
    for (let top = -20; top <= 180; top += 1) {
      const input = phone(control(top), 200);
      const stack = stackBox(input);
      if (!stack) continue;
      const covers = stack.top < top + 44 + 5 && top - 5 < stack.bottom;
      expect({ top, covers }).toEqual({ top, covers: false });
    }
    expect(placeToasts(phone(control(100), 200))).toEqual({ edge: "top", inset: 16 });
    expect(placeToasts(phone(control(80), 200))).toEqual({ edge: "top", inset: 3 });
  });

  it("gives no place when the control leaves no room above or below for the stack", () => {
    expect(placeToasts(phone(control(70, 60), 200))).toBeNull();
  });
});

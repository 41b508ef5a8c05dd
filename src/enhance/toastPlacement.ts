/**
 * Where the toasts go so that none covers the focused control (WCAG 2.4.11 Focus Not Obscured),
 * the control that opened them included: at the bottom of the screen, their usual place, unless
 * the focused control is there; then at the top; then as far into the larger free side as fits.
 * Pure: the toasts' module measures, this decides.
 */

/** A box on screen in CSS pixels, as getBoundingClientRect gives it. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface PlacementInput {
  /** The screen's height (the layout viewport's). */
  viewportHeight: number;
  /** The toasts' stack: its height, and where it spans across the screen. */
  toasts: { height: number; left: number; right: number };
  /** The focused control, or null when nothing but the page has focus. */
  focused: Box | null;
  /** The usual distance from the screen's edge. */
  inset: number;
  /** Room kept free around the focused control (its focus ring and the ring's offset). */
  clearance: number;
}

/** The screen's edge the stack sits against and how far from it, or null when no place leaves the control uncovered. */
export type ToastPlacement = { edge: "top" | "bottom"; inset: number } | null;

export function placeToasts({ viewportHeight, toasts, focused, inset, clearance }: PlacementInput): ToastPlacement {
  const usual: ToastPlacement = { edge: "bottom", inset };
  if (!focused) return usual;
  const area = { top: focused.top - clearance, bottom: focused.bottom + clearance, left: focused.left - clearance, right: focused.right + clearance };
  // Side by side across the screen, or the control out of view: nothing to avoid.
  if (area.right <= toasts.left || toasts.right <= area.left) return usual;
  if (area.bottom <= 0 || area.top >= viewportHeight) return usual;
  // The room below and above the control, each as the farthest the stack may be from that edge.
  const roomBelow = viewportHeight - area.bottom - toasts.height;
  const roomAbove = area.top - toasts.height;
  if (roomBelow >= inset) return usual;
  if (roomAbove >= inset) return { edge: "top", inset };
  // A short screen: closer to the edge, on the side with more room, if the stack fits there at all.
  if (Math.max(roomBelow, roomAbove) < 0) return null;
  return roomBelow >= roomAbove ? { edge: "bottom", inset: Math.min(inset, roomBelow) } : { edge: "top", inset: Math.min(inset, roomAbove) };
}

/**
 * When a tooltip opens (site spec, section 4): 700 ms after the pointer arrives, or at once if
 * another tooltip closed less than 300 ms ago (moving along a row of icons).
 */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function tooltipOpenDelay(now: number, lastClosedAt: number | null): number {
  return lastClosedAt !== null && now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
}

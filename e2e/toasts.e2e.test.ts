/**
 * A toast never covers the focused control, the one that opened it included (WCAG 2.4.11 Focus
 * Not Obscured), in both languages, on short and tall phone screens: "Schedule a Visit" pressed
 * with Enter and Enter in the footer's e-mail field, each with the control at the top, the middle
 * and the bottom of the screen; the toast shows wherever the screen has room for it beside the
 * control. Escape dismisses a toast.
 */
import type { Locator, Page } from "playwright-core";
import { yamlData } from "../tests/support/content";
import { localePath, locales, type Locale } from "../tests/support/routes";
import { siteInBrowser } from "./browser";

const site = siteInBrowser();

const viewports = [
  { width: 320, height: 200 },
  { width: 320, height: 568 },
  { width: 375, height: 667 },
];

/** Where on the screen the control is when it is used (scrollIntoView's block). */
const positions = ["start", "center", "end"] as const;

/** The controls that open a toast on /contact, and what the visitor does to each. */
function controls(locale: Locale) {
  const contact = yamlData<{ visit: { button: string } }>("pages/contact", locale);
  const layout = yamlData<{ subscribe: { label: string } }>("layout", locale);
  const forms = yamlData<{ toasts: { opening: string } }>("forms", locale);
  return {
    opening: forms.toasts.opening,
    actions: {
      [contact.visit.button]: {
        find: (page: Page) => page.getByRole("button", { name: contact.visit.button, exact: true }),
        use: (control: Locator) => control.press("Enter"),
      },
      [layout.subscribe.label]: {
        find: (page: Page) => page.getByRole("contentinfo").getByLabel(layout.subscribe.label),
        use: async (control: Locator) => {
          await control.fill("ana@example.com");
          await control.press("Enter");
        },
      },
    },
  };
}

/** What the page's toast region was given: how many toasts, and the stack's height as written. */
interface ToastLog {
  toastsWritten: number;
  stackHeight: number;
}

/** Counts each toast written into the region, even one the module takes away at once (see coverage). */
function logToasts(page: Page) {
  return page.evaluate(() => {
    const region = document.querySelector("[data-toasts]") as HTMLElement;
    const log = { toastsWritten: 0, stackHeight: 0 };
    (window as unknown as { toastLog: ToastLog }).toastLog = log;
    new MutationObserver((records) => {
      const added = records.flatMap((record) => Array.from(record.addedNodes));
      log.toastsWritten += added.length;
      if (added.length === 0) return;
      // The stack's height as written, measured on an unseen copy: the module may already have taken
      // it away for want of room, and a screen without room is told apart only by that height.
      const probe = region.cloneNode(false) as HTMLElement;
      probe.removeAttribute("data-toasts");
      probe.removeAttribute("hidden");
      probe.setAttribute("aria-hidden", "true");
      probe.style.visibility = "hidden";
      probe.style.display = "";
      probe.style.top = "0px";
      probe.style.bottom = "auto";
      const shown = Array.from(region.children);
      for (const toast of shown.length > 0 ? shown : added) probe.append(toast.cloneNode(true));
      document.body.append(probe);
      log.stackHeight = probe.getBoundingClientRect().height;
      probe.remove();
    }).observe(region, { childList: true });
  });
}

/**
 * The focused control and its focus ring against every toast on screen: how many pixels of it a
 * toast covers (0 when none), with each box, after two frames for the toasts to settle; and whether
 * the screen leaves room above or below the control (and its ring) for the stack at all: where it
 * does not, the module takes the toast away at once rather than cover the control
 * (src/enhance/toastPlacement.ts), its message written into the live region all the same.
 */
function coverage(page: Page) {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const focused = document.activeElement as HTMLElement;
    const style = getComputedStyle(focused);
    const ring = (parseFloat(style.outlineWidth) || 0) + Math.max(0, parseFloat(style.outlineOffset) || 0);
    const box = focused.getBoundingClientRect();
    const area = { left: box.left - ring, right: box.right + ring, top: box.top - ring, bottom: box.bottom + ring };
    const toasts = Array.from(document.querySelectorAll("[data-toasts] > *"), (toast) => toast.getBoundingClientRect());
    const covered = toasts.map((toast) => Math.max(0, Math.min(toast.bottom, area.bottom) - Math.max(toast.top, area.top)) * Math.max(0, Math.min(toast.right, area.right) - Math.max(toast.left, area.left)));
    const round = (b: { top: number; bottom: number }) => `${Math.round(b.top)}–${Math.round(b.bottom)}`;
    const { stackHeight } = (window as unknown as { toastLog: ToastLog }).toastLog;
    return {
      focused: focused.tagName.toLowerCase(),
      shownToasts: toasts.filter((toast) => toast.height > 0 && toast.bottom > 0 && toast.top < innerHeight).length,
      coveredPixels: Math.round(covered.reduce((sum, pixels) => sum + pixels, 0)),
      room: area.top >= stackHeight || innerHeight - area.bottom >= stackHeight,
      where: `control ${round(area)}, toasts ${toasts.map(round).join(", ")} of ${innerHeight}, a stack ${Math.round(stackHeight)} px high`,
    };
  });
}

describe.each(locales)("toasts on the contact page (%s)", (locale) => {
  const { opening, actions } = controls(locale);

  describe.each(viewports)("at $width × $height", (viewport) => {
    it.each(Object.keys(actions))("%s used at the top, middle and bottom of the screen: its toast shows, clear of it, wherever the screen has room for it", async (name) => {
      const page = await site.browser.newPage({ viewport });
      await page.goto(`${site.server.url}${localePath(locale, "/contact")}`, { waitUntil: "networkidle" });
      await logToasts(page);
      const results: Record<string, { shownToasts: number; coveredPixels: number }> = {};
      const expected: Record<string, { shownToasts: number; coveredPixels: number }> = {};
      const rooms: Record<string, boolean> = {};
      const details: string[] = [];
      for (const position of positions) {
        await page.keyboard.press("Escape");
        const control = actions[name].find(page);
        await control.evaluate((element, block) => element.scrollIntoView({ block, behavior: "instant" }), position);
        const written = await page.evaluate(() => (window as unknown as { toastLog: ToastLog }).toastLog.toastsWritten);
        await actions[name].use(control);
        await page.waitForFunction((before) => (window as unknown as { toastLog: ToastLog }).toastLog.toastsWritten > before, written);
        const { shownToasts, coveredPixels, room, where, focused } = await coverage(page);
        if (shownToasts > 0) await expect(page.locator("[data-toasts]").getByText(opening).first().isVisible()).resolves.toBe(true);
        results[position] = { shownToasts, coveredPixels };
        expected[position] = { shownToasts: room ? 1 : 0, coveredPixels: 0 };
        rooms[position] = room;
        details.push(`${position}: ${focused}, ${where}`);
      }
      // The boxes go with the message, so a failure shows where the toasts were.
      expect({ results, details }).toEqual({ results: expected, details });
      // At the top and the bottom of every screen here, there is room: the toast shows there.
      expect({ start: rooms.start, end: rooms.end, details }).toEqual({ start: true, end: true, details });
      await page.close();
    });
  });

  it("Escape dismisses the toast", async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 667 } });
    await page.goto(`${site.server.url}${localePath(locale, "/contact")}`, { waitUntil: "networkidle" });
    const [name] = Object.keys(actions);
    await actions[name].use(actions[name].find(page));
    const toast = page.locator("[data-toasts]").getByText(opening);
    await toast.waitFor();
    await page.keyboard.press("Escape");
    await expect(toast.count()).resolves.toBe(0);
    await page.close();
  });
});

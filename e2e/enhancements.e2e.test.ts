/**
 * What the pages' scripts add, in Chromium on the production build, and the accessibility fixes
 * that came with them (WCAG 2.2 AA): an open menu never hides the element that gets focus next,
 * focus rings stand out on dark sections, gallery captions are always shown (none on hover or focus),
 * no field looks or is heard invalid before a submit, and a script that fails says so while the page stays.
 */
import type { Page } from "playwright-core";
import { siteInBrowser } from "./browser";
import { parseHex } from "../src/theme/contrast";
import { theme } from "../src/theme/theme";
import { yamlData } from "../tests/support/content";
import { fillForm } from "../tests/support/formWords";

const site = siteInBrowser();

/** The English words these tests meet, as data/ gives them. */
const layout = yamlData("layout", "en");
const nav = yamlData("nav", "en");
const forms = yamlData("forms", "en");
const visitButton = yamlData("pages/contact", "en").visit.button as string;
/** The footer's icon links: each network data/site.yaml links, by its name. */
const networks = (yamlData("site", "en").social as { label: string; url?: string | null }[]).filter((link) => link.url).map((link) => link.label);
/** An icon link's name starts with its network's (then says it opens in a new tab): the pattern of that. */
const startingWith = (words: string) => `^${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;

async function open(route: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await site.browser.newPage({ viewport });
  await page.goto(`${site.server.url}${route}`, { waitUntil: "networkidle" });
  return page;
}

/** WCAG's contrast ratio of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b2] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe("the open menu at 640 × 400 (a laptop at 200 % zoom)", () => {
  it("closes when focus moves on past it, so the next focus stop is not covered, and Escape then leaves focus where it is", async () => {
    const page = await open("/", { width: 640, height: 400 });
    await page.getByRole("button", { name: layout.menuButton.open, exact: true }).click();
    // The menu's last link (the highlighted one, data/nav.yaml cta).
    await page.locator("#main-menu").getByRole("link", { name: nav.cta.label, exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(page.locator("#main-menu").isVisible()).resolves.toBe(false);
    await expect(page.getByRole("button", { name: layout.menuButton.open, exact: true }).getAttribute("aria-expanded")).resolves.toBe("false");
    const covered = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      focused.scrollIntoView({ block: "center", behavior: "instant" });
      const box = focused.getBoundingClientRect();
      const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { name: focused.textContent?.trim(), covered: !(atCentre && (focused === atCentre || focused.contains(atCentre))) };
    });
    expect(covered.covered).toBe(false);
    await page.keyboard.press("Escape");
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(covered.name);
    await page.close();
  });
});

describe("focus rings on dark sections", () => {
  /** The ring's colour and the background around the focused element's section. */
  async function ringContrast(locator: ReturnType<Page["locator"]>): Promise<number> {
    await locator.focus();
    const [ring, background] = await locator.evaluate((element) => {
      let around: Element | null = element.parentElement;
      while (around && getComputedStyle(around).backgroundColor.replace(/\s/g, "") === "rgba(0,0,0,0)") around = around.parentElement;
      return [getComputedStyle(element).outlineColor, around ? getComputedStyle(around).backgroundColor : "rgb(255, 255, 255)"];
    });
    return contrast(ring, background);
  }

  it("stand out by at least 3:1 around the hero's Get to Know Us and the footer's Subscribe", async () => {
    const page = await open("/");
    expect(await ringContrast(page.getByRole("link", { name: yamlData("pages/home", "en").hero.primaryButton.label, exact: true }))).toBeGreaterThanOrEqual(3);
    expect(await ringContrast(page.getByRole("button", { name: layout.subscribe.button, exact: true }))).toBeGreaterThanOrEqual(3);
    expect(await ringContrast(page.getByRole("textbox", { name: layout.subscribe.label, exact: true }))).toBeGreaterThanOrEqual(3);
    await page.close();
  });

  it("stand out by at least 3:1 around the skip link, on the light page behind it", async () => {
    const page = await open("/");
    expect(await ringContrast(page.getByRole("link", { name: layout.skipLink, exact: true }))).toBeGreaterThanOrEqual(3);
    await page.close();
  });
});

/** The controls Chromium tells a screen reader are invalid (its accessibility tree, as the platform's API gets it), as 'role "name"'. */
async function heardInvalid(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send("Accessibility.getFullAXTree")) as { nodes: Array<{ role?: { value: string }; name?: { value: string }; properties?: Array<{ name: string; value: { value: unknown } }> }> };
  await session.detach();
  return nodes.filter((node) => node.properties?.some((property) => property.name === "invalid" && property.value.value !== "false")).map((node) => `${node.role?.value} "${node.name?.value}"`);
}

/** Every field of the page's forms (the footer's Subscribe too): those marked invalid by attribute or by the error's border colour. */
async function markedInvalid(page: Page): Promise<{ count: number; marked: string[] }> {
  const errorBorder = `rgb(${parseHex(theme.roles.border.error).join(", ")})`;
  const fields = await page.locator("form").locator("input:not([type=hidden]), select, textarea").evaluateAll((elements) =>
    elements
      .filter((element) => !element.closest("[hidden]"))
      .map((element) => ({ name: element.getAttribute("name"), invalid: element.getAttribute("aria-invalid"), border: getComputedStyle(element).borderTopColor })),
  );
  return { count: fields.length, marked: fields.filter((field) => field.invalid === "true" || field.border === errorBorder).map((field) => `${field.name}: ${field.invalid}, ${field.border}`) };
}

describe.each(["/contact", "/families", "/es/contact", "/es/families"])("the forms on %s before they are sent", (route) => {
  it("mark no field invalid, by attribute, by colour or to a screen reader: not the required list with nothing chosen, not after Clear form", async () => {
    const page = await open(route);
    const before = await markedInvalid(page);
    expect(before.count).toBeGreaterThan(5);
    expect({ marked: before.marked, heard: await heardInvalid(page) }).toEqual({ marked: [], heard: [] });
    // Chosen and typed in, then cleared: empty again, and still nothing said to be wrong.
    for (const form of await page.locator("form[data-module='mail-form']").all()) {
      for (const list of await form.locator("select").all()) await list.selectOption({ index: 1 });
      await form.locator("input[type=text]").first().fill("Ana");
      await form.locator("button[data-mail-form-clear]").click();
    }
    expect({ marked: (await markedInvalid(page)).marked, heard: await heardInvalid(page) }).toEqual({ marked: [], heard: [] });
    await page.close();
  });
});

describe("a script that fails", () => {
  it("shows the error alert (data/layout.yaml error) with its message, dismissibly, while the page stays readable", async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 800 } });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    // Take the menu's panel away before the page's script starts: the menu cannot start.
    await page.addInitScript(() => {
      new MutationObserver(() => document.getElementById("main-menu")?.remove()).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${site.server.url}/about`, { waitUntil: "networkidle" });
    // The page's assertive live region (Layout's ErrorRegion), which holds the alert once a script fails.
    const alert = page.locator("[data-error-region]");
    await alert.getByRole("heading", { name: layout.error.heading, exact: true }).waitFor();
    await expect(alert.textContent()).resolves.toMatch(/menu/i);
    expect(errors.length).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 1, name: yamlData("pages/about", "en").heading, exact: true }).isVisible()).resolves.toBe(true);
    // The others started: the footer's tooltip and form are still working parts of the page.
    await alert.getByRole("button", { name: layout.error.dismiss, exact: true }).click();
    await expect(page.getByRole("heading", { name: layout.error.heading, exact: true }).count()).resolves.toBe(0);
    await page.close();
  });
});

describe("the not-found page", () => {
  it("logs the missing path to the console", async () => {
    const page = await site.browser.newPage();
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await page.goto(`${site.server.url}/no-such-page`, { waitUntil: "networkidle" });
    expect(logged).toContain("404: no page at /no-such-page");
    await page.close();
  });
});

describe("tooltips on the footer's icon links", () => {
  it("appear after 700 ms of hover and at once on keyboard focus, and Escape closes them", async () => {
    // The page's clock, held: its 700 ms pass when the test says, however slow the machine is.
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.clock.install();
    await page.goto(`${site.server.url}/`, { waitUntil: "networkidle" });
    await page.clock.pauseAt(Date.now() + 1000);
    const [first, next] = networks;
    const link = page.getByRole("contentinfo").getByRole("link", { name: new RegExp(startingWith(first)) });
    const bubble = page.getByRole("contentinfo").getByText(first, { exact: true });
    await link.hover();
    await page.clock.runFor(650);
    await expect(bubble.isVisible()).resolves.toBe(false);
    await page.clock.runFor(100);
    await expect(bubble.isVisible()).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await expect(bubble.isVisible()).resolves.toBe(false);
    // Tab from one icon to the next: the next one's name shows at once (while the footer links a second network).
    await page.mouse.move(0, 0);
    await link.focus();
    await page.keyboard.press("Tab");
    if (next) await expect(page.getByRole("contentinfo").getByText(next, { exact: true }).isVisible()).resolves.toBe(true);
    await page.close();
  });

  it("stay open while the pointer moves from the icon onto the bubble, and close when it leaves both (WCAG 1.4.13)", async () => {
    const page = await open("/");
    const link = page.getByRole("contentinfo").getByRole("link", { name: new RegExp(startingWith(networks[0])) });
    const bubble = page.getByRole("contentinfo").getByText(networks[0], { exact: true });
    await link.hover();
    await bubble.waitFor({ state: "visible" });
    const icon = await link.boundingBox();
    const box = await bubble.boundingBox();
    if (!icon || !box) throw new Error("the icon or its bubble has no box");
    // Straight up from the icon's middle, through the gap, to the bubble's middle, a few pixels at a time.
    const x = icon.x + icon.width / 2;
    for (let y = icon.y + icon.height / 2; y >= box.y + box.height / 2; y -= 2) await page.mouse.move(x, y);
    // Each move's events are handled when mouse.move returns: the bubble shows or hides at once.
    await expect(bubble.isVisible()).resolves.toBe(true);
    await page.mouse.move(x, box.y - 40);
    await expect(bubble.isVisible()).resolves.toBe(false);
    await page.close();
  });
});

describe("a mail action's toast", () => {
  it("says the mail app is opening, politely, and goes after 4 seconds", async () => {
    const page = await open("/contact", { width: 375, height: 800 });
    await page.getByRole("button", { name: visitButton, exact: true }).click();
    const toast = page.locator("[data-toasts]").getByText(forms.toasts.opening);
    await toast.waitFor();
    await expect(page.locator("[data-toasts]").getAttribute("aria-live")).resolves.toBe("polite");
    await toast.waitFor({ state: "detached", timeout: 6000 });
    await page.close();
  });
});

describe("a mail action's toast never covers the control that gets focus (WCAG 2.4.11)", () => {
  /** The mail actions on /contact, each done as a visitor does it; focus stays on what was used. */
  const actions: Record<string, (page: Page) => Promise<void>> = {
    "Schedule a Visit": (page) => page.getByRole("button", { name: visitButton, exact: true }).click(),
    "the volunteer form": async (page) => {
      await fillForm(page.locator("#volunteer-form"), "en", "volunteer");
      await page.getByRole("button", { name: forms.volunteer.submit, exact: true }).click();
    },
    Subscribe: async (page) => {
      await page.getByRole("contentinfo").getByLabel(layout.subscribe.label).fill("ana@example.com");
      await page.getByRole("contentinfo").getByRole("button", { name: layout.subscribe.button, exact: true }).click();
    },
  };

  /** The focused element's text if a toast on screen overlaps it, else null. */
  const coveredFocus = (page: Page) =>
    page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return null;
      const a = focused.getBoundingClientRect();
      for (const toast of Array.from(document.querySelectorAll("[data-toasts] > *"))) {
        const b = toast.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) return focused.outerHTML.slice(0, 120);
      }
      return null;
    });

  /**
   * Resolves once the page has stopped scrolling (the same position three frames running): Tab
   * scrolls the next stop into view smoothly (scroll-behavior: smooth), over a time that depends
   * on the machine, and the page's own next-frame checks have run by then.
   */
  const scrollSettled = (page: Page) =>
    page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let last = NaN, still = 0; still < 3; last = window.scrollY) {
        await frame();
        still = window.scrollY === last ? still + 1 : 0;
      }
    });

  for (const viewport of [{ width: 320, height: 568 }, { width: 375, height: 667 }, { width: 640, height: 400 }]) {
    for (const [name, act] of Object.entries(actions)) {
      it(`after ${name} at ${viewport.width} × ${viewport.height}, Tab to each following stop leaves it uncovered`, async () => {
        const page = await open("/contact", viewport);
        await act(page);
        await page.locator("[data-toasts] > *").first().waitFor();
        const covered: string[] = [];
        // The stops a visitor reaches within the toast's 4 seconds: the help panel and what follows.
        for (let stop = 0; stop < 10; stop += 1) {
          await page.keyboard.press("Tab");
          await scrollSettled(page);
          const over = await coveredFocus(page);
          if (over) covered.push(over);
        }
        expect(covered).toEqual([]);
        await page.close();
      });
    }
  }
});

describe("gallery captions shown over their photo", () => {
  it("are always shown, name each photo's figure, and make no photo a focus stop (nothing to show on hover or focus, WCAG 1.4.13)", async () => {
    const page = await open("/impact");
    const captions = yamlData("pages/impact").participants.photos.map((photo: { caption: string }) => photo.caption);
    const figures = page.locator("#participants figure");
    await expect(figures.count()).resolves.toBe(captions.length);
    for (const [index, caption] of captions.entries()) {
      const figure = figures.nth(index);
      await expect(figure.locator("figcaption").isVisible()).resolves.toBe(true);
      await expect(figure.locator("figcaption").evaluate((element) => getComputedStyle(element).opacity)).resolves.toBe("1");
      // Chromium names a figure by its figcaption, as screen readers hear it.
      await expect(page.getByRole("figure", { name: caption, exact: true }).count()).resolves.toBe(1);
    }
    await expect(page.locator("#participants [tabindex], #participants a, #participants button").count()).resolves.toBe(0);
    await page.close();
  });
});

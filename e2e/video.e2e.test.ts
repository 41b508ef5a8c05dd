/**
 * The story video, once an editor sets one (data/site.yaml has none yet, so the site is built
 * again with one: the `homeAsEdited` variant, e2e/variants.ts, which also holds a phone's photo). In Chromium, under the page's own Content-Security-Policy,
 * which lets the home page, and no other, frame the privacy-enhanced player: "Watch Our Story"
 * opens the dialog with the player in both languages, closing it removes the player and gives
 * focus back; axe finds nothing in the open dialog; without JavaScript the link leads to the
 * video's own page.
 */
import AxeBuilder from "@axe-core/playwright";
import { localePath, locales, type Locale } from "../src/lib/locales";
import { yamlData } from "../tests/support/content";
import { siteInBrowser } from "./browser";
import { storyVideoUrl as videoUrl } from "./variants";
import { useVariantSite } from "./variantSite";

const player = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0";

const variant = useVariantSite("homeAsEdited");

const site = siteInBrowser(() => variant.publicDir);

const words = (locale: Locale) => yamlData<{ hero: { storyButton: string; videoDialogTitle: string; videoDialogClose: string } }>("pages/home", locale).hero;

describe("the story video's policy", () => {
  it("frames only the player's origin, on the home page in each language alone", async () => {
    for (const locale of locales) {
      const home = await fetch(`${site.server.url}${localePath(locale, "/")}`);
      expect(home.headers.get("content-security-policy")).toMatch(/; frame-src https:\/\/www\.youtube-nocookie\.com; /);
      const about = await fetch(`${site.server.url}${localePath(locale, "/about")}`);
      expect(about.headers.get("content-security-policy")).not.toMatch(/frame-src/);
    }
  });
});

describe.each(locales)("Watch Our Story (%s)", (locale) => {
  it("opens the player in a dialog, with no violation of the policy, and closing it removes the player and returns focus", async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.server.url}${localePath(locale, "/")}`, { waitUntil: "networkidle" });
    const link = page.getByRole("link", { name: words(locale).storyButton, exact: true });
    await link.click();
    const dialog = page.getByRole("dialog", { name: words(locale).videoDialogTitle, exact: true });
    await dialog.waitFor();
    expect(await dialog.locator("iframe").getAttribute("src")).toBe(player);
    expect(await dialog.locator("iframe").getAttribute("title")).toBe(words(locale).videoDialogTitle);

    // The player's own page (offline here) is the video host's, outside axe's look.
    const findings = await new AxeBuilder({ page }).include("dialog").exclude("dialog iframe").analyze();
    expect(findings.violations.map((violation) => violation.id)).toEqual([]);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.locator("iframe").count()).toBe(0);
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);

    // The close button does the same.
    await link.click();
    await page.getByRole("button", { name: words(locale).videoDialogClose, exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
    await context.close();
  });

  it("is a link to the video's own page without JavaScript", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}${localePath(locale, "/")}`);
    expect(await page.getByRole("link", { name: words(locale).storyButton, exact: true }).getAttribute("href")).toBe(videoUrl);
    await context.close();
  });
});

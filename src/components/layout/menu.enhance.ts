import { listen } from "../../enhance/errors";
import { data, element } from "../../enhance/markup";

/**
 * The `menu` module: the small-screen menu of MainNav.tsx. The server renders it closed; this
 * flips the button's aria-expanded (CSS shows the panel and the icon from it) and swaps the
 * button's words, both taken from its data attributes. Choosing a link, clicking outside, Escape
 * and focus leaving the nav close it, so an open menu never covers what gets focus next
 * (WCAG 2.4.11).
 */
export default class Menu {
  private readonly toggle: HTMLButtonElement;
  private readonly label: HTMLElement;
  private readonly openLabel: string;
  private readonly closeLabel: string;

  constructor(root: HTMLElement) {
    const toggle = element<HTMLButtonElement>(root, "button[data-menu-toggle]", "menu");
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (!panel || !root.contains(panel)) throw new Error("menu: the toggle's aria-controls names no element inside the navigation");
    const { menuOpenLabel, menuCloseLabel } = data(toggle, ["menuOpenLabel", "menuCloseLabel"], "menu");
    this.toggle = toggle;
    this.label = element(toggle, "[data-menu-label]", "menu");
    this.openLabel = menuOpenLabel;
    this.closeLabel = menuCloseLabel;

    listen(toggle, "click", () => this.setOpen(!this.isOpen()));
    listen(panel, "click", (event) => {
      if ((event.target as Element).closest("a")) this.setOpen(false);
    });
    listen(document, "pointerdown", (event) => {
      if (this.isOpen() && !root.contains(event.target as Node)) this.setOpen(false);
    });
    listen(document, "keydown", (event) => {
      if (event.key !== "Escape" || !this.isOpen()) return;
      const focusWasInside = root.contains(document.activeElement);
      this.setOpen(false);
      if (focusWasInside) toggle.focus();
    });
    listen(root, "focusout", (event) => {
      const next = event.relatedTarget as Node | null;
      if (this.isOpen() && next && !root.contains(next)) this.setOpen(false);
    });
  }

  private isOpen(): boolean {
    return this.toggle.getAttribute("aria-expanded") === "true";
  }

  private setOpen(open: boolean): void {
    this.toggle.setAttribute("aria-expanded", String(open));
    this.label.textContent = open ? this.closeLabel : this.openLabel;
  }
}

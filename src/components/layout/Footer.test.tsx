import React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Footer } from "./Footer";
import { renderWithSite } from "../../../tests/support/render";
import { openMailApp } from "../../lib/navigate";

jest.mock("../../lib/navigate");

const linksIn = (name: string) =>
  within(screen.getByRole("heading", { name }).parentElement as HTMLElement)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("Footer", () => {
  beforeEach(() => jest.mocked(openMailApp).mockClear());

  it("shows the Vista address, the phone note and the e-mail as a mailto link", () => {
    renderWithSite(<Footer />);
    const contact = screen.getByRole("heading", { name: "Contact" }).parentElement as HTMLElement;
    expect(within(contact).getByText(/Vista, CA 92083/)).toBeInTheDocument();
    expect(within(contact).getByText("Contact us for phone number")).toBeInTheDocument();
    expect(within(contact).getByRole("link", { name: "info@example.org" })).toHaveAttribute("href", "mailto:info@example.org");
  });

  it("has quick links to the pages (not dead #anchors)", () => {
    renderWithSite(<Footer />);
    expect(linksIn("Quick Links")).toEqual([
      ["About Us", "/about"],
      ["Our Programs", "/programs"],
      ["Our Impact", "/impact"],
      ["Contact", "/contact"],
    ]);
  });

  it("links each programme to its section on /programs", () => {
    renderWithSite(<Footer />);
    expect(linksIn("Programs")).toEqual([
      ["Mentorship Curriculum", "/programs#mentorship"],
      ["Authentic Storytelling", "/programs#storytelling"],
      ["Early Intervention", "/programs#intervention"],
      ["Restorative Circles", "/programs#restorative-circles"],
    ]);
  });

  it("opens Facebook and Instagram in a new tab, safely, and hides a social link without a URL", () => {
    renderWithSite(<Footer />);
    const social = screen.getByRole("list", { name: "Follow us" });
    const links = within(social).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([
      "Facebook (opens in a new tab)",
      "Instagram (opens in a new tab)",
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(screen.queryByRole("link", { name: /LinkedIn/ })).not.toBeInTheDocument();
  });

  it("shows a LinkedIn link once it has a URL", () => {
    const site = {
      social: [{ platform: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/example" }],
    };
    renderWithSite(<Footer />, { site });
    expect(screen.getByRole("link", { name: "LinkedIn (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/company/example",
    );
  });

  it("links the Privacy Policy, Terms of Service and Accessibility pages", () => {
    renderWithSite(<Footer />);
    const legal = within(screen.getByRole("navigation", { name: "Legal" })).getAllByRole("link");
    expect(legal.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Accessibility", "/accessibility"],
    ]);
  });

  it("says who holds the copyright, in the year of the build", () => {
    renderWithSite(<Footer />);
    expect(screen.getByText("© 2026 ME vs. ME Youth Outreach. All rights reserved.")).toBeInTheDocument();
  });

  it("Subscribe opens a mail to the organisation carrying the typed address", async () => {
    const user = userEvent.setup();
    renderWithSite(<Footer />);
    await user.type(screen.getByLabelText("Your email address"), "  ana+news@example.com ");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    expect(openMailApp).toHaveBeenCalledTimes(1);
    const url = new URL(jest.mocked(openMailApp).mock.calls[0][0]);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("info@example.org");
    expect(url.searchParams.get("subject")).toBe("Newsletter Subscription");
    expect(url.searchParams.get("body")).toContain("Please add ana+news@example.com to the ME vs. ME Youth Outreach mailing list.");
  });

  it.each(["", "not-an-address"])("Subscribe opens nothing for %p", async (typed) => {
    const user = userEvent.setup();
    renderWithSite(<Footer />);
    if (typed) await user.type(screen.getByLabelText("Your email address"), typed);
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(openMailApp).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Your email address")).toBeInvalid();
  });
});

import React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PageProps } from "gatsby";
import HomePage, { Head } from "./index";
import { renderWithSite } from "../../tests/support/render";
import { yamlData } from "../../tests/support/content";
import { initAll } from "../enhance/initAll";
import VideoDialogModule from "../components/home/videoDialog.enhance";
import TooltipModule from "../components/ui/tooltip.enhance";

function homeData(site: Record<string, unknown> = {}): Queries.HomePageQuery {
  return {
    homePageYaml: yamlData("pages/home"),
    siteYaml: Object.assign(yamlData("site"), site),
    statsYaml: yamlData("stats"),
  };
}

const renderHome = (site?: Record<string, unknown>) =>
  renderWithSite(<HomePage {...({ data: homeData(site) } as PageProps<Queries.HomePageQuery>)} />);

describe("Home page", () => {
  it("has the organisation's name as its only h1", () => {
    renderHome();
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent("ME vs. ME Youth Outreach");
  });

  it("shows the badge, the tagline and the line", () => {
    renderHome();
    expect(screen.getByText("Building Tomorrow's Leaders Today")).toBeInTheDocument();
    expect(screen.getByText("Dignity • Integrity • Excellence • Mastery of Self")).toBeInTheDocument();
    expect(screen.getByText("Reach kids before the streets do")).toBeInTheDocument();
  });

  it("leads families to the For Families page from the hero", () => {
    renderHome();
    const hero = screen.getByRole("region", { name: "ME vs. ME Youth Outreach" });
    expect(within(hero).getByRole("link", { name: "For families: how to sign up" })).toHaveAttribute("href", "/families");
  });

  it("sends the hero's first button, which names About Us, to /about", () => {
    renderHome();
    expect(screen.getByRole("link", { name: "Get to Know Us" })).toHaveAttribute("href", "/about");
  });

  it("says Read Our Story, leading to the story on the About page, while there is no video", () => {
    renderHome();
    expect(screen.getByRole("link", { name: "Read Our Story" })).toHaveAttribute("href", "/about#our-story");
    expect(screen.queryByRole("link", { name: "Watch Our Story" })).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("plays the story video in a dialog once its script runs, loading nothing until it opens", async () => {
    const user = userEvent.setup();
    renderHome({ storyVideoUrl: "https://youtu.be/dQw4w9WgXcQ" });
    expect(document.querySelector("iframe")).toBeNull();

    initAll({ "video-dialog": VideoDialogModule, tooltip: TooltipModule });
    await user.click(screen.getByRole("link", { name: "Watch Our Story" }));
    const dialog = screen.getByRole("dialog", { name: "Our Story" });
    expect(within(dialog).getByTitle("Our Story")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
    );

    await user.click(within(dialog).getByRole("button", { name: "Close video" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("shows the three headline figures, each labelled as on the Impact page", () => {
    renderHome();
    const stats = screen.getByRole("region", { name: "Our impact at a glance" });
    const items = within(stats).getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual(["70+Youth Mentored", "99%Completion Rate", "10+Community Partners"]);
  });

  it("has a mission card with the mission and the founding year", () => {
    renderHome();
    const card = screen.getByRole("heading", { name: "Our Mission" }).parentElement as HTMLElement;
    expect(card).toHaveTextContent(/We inspire young people to believe in a better future/);
    expect(card).toHaveTextContent("Serving youth since 2021");
  });

  it("loads the hero photo eagerly and describes it, after what a phone shows above it", () => {
    renderHome();
    const photo = screen.getByAltText(yamlData("pages/home").hero.photo.alt);
    expect(photo).toHaveAttribute("loading", "eager");
    expect(photo).toHaveAttribute("fetchpriority", "low");
  });
});

describe("Home page head", () => {
  it("has a descriptive title, the description and a high-priority preload of the hero photo on wide screens", () => {
    renderWithSite(<Head {...({ data: homeData(), location: { pathname: "/" } } as any)} />);
    expect(document.querySelector("title")).toHaveTextContent("Youth Mentorship in Vista, CA — ME vs. ME Youth Outreach");
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      expect.stringContaining("Reach kids before the streets do"),
    );
    const preload = document.querySelector('link[rel="preload"][as="image"]');
    expect(preload).toHaveAttribute("type", "image/avif");
    expect(preload).toHaveAttribute("fetchpriority", "high");
    // Where the photo stands beside the text; phones show it below the text.
    expect(preload).toHaveAttribute("media", "(min-width: 64em)");
    expect(preload?.getAttribute("imagesrcset")).toContain(".avif");
  });

  it("preloads the hero photo at the sizes the page shows it at, so the browser picks the same file", () => {
    renderHome();
    const img = screen.getByAltText(yamlData("pages/home").hero.photo.alt);
    renderWithSite(<Head {...({ data: homeData(), location: { pathname: "/" } } as any)} />);
    const preload = document.querySelector('link[rel="preload"][as="image"]');
    expect(img.getAttribute("sizes")).toBe("(min-width: 64em) 36rem, calc(100vw - 2rem)");
    expect(preload).toHaveAttribute("imagesizes", img.getAttribute("sizes"));
  });

  it("gives sharing cards an absolute 1200 x 630 photo with its description", () => {
    renderWithSite(<Head {...({ data: homeData(), location: { pathname: "/" } } as any)} />);
    const content = (selector: string) => document.querySelector(selector)?.getAttribute("content");
    expect(content('meta[property="og:image"]')).toBe("https://example.org/static/0123abcd/home-hero.jpg");
    expect(content('meta[property="og:image:width"]')).toBe("1200");
    expect(content('meta[property="og:image:height"]')).toBe("630");
    expect(content('meta[property="og:image:alt"]')).toBe(yamlData("site").shareImageAlt);
    expect(content('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(content('meta[name="twitter:image"]')).toBe(content('meta[property="og:image"]'));
  });

  it("tells search engines about the organisation, from the same facts the footer shows", () => {
    renderWithSite(<Head {...({ data: homeData(), location: { pathname: "/" } } as any)} />);
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? "{}");
    expect(data["@type"]).toBe("NGO");
    expect(data.name).toBe(yamlData("site").name);
    expect(data.email).toBe(yamlData("site").email);
    expect(data.address.addressLocality).toBe("Vista");
    expect(data.logo).toBe("https://example.org/icons/icon-512x512.png");
  });
});

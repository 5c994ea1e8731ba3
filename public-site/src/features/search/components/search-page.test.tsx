import { searchablePages } from "@church/contracts/seed";
import { i18n } from "@church/ui-kit";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { siteEn } from "../../../i18n/site.texts.en.ts";
import { siteSw } from "../../../i18n/site.texts.sw.ts";
import { renderRoutes } from "../../../testing/render.tsx";
import SearchPage from "./search-page.tsx";

const renderSearch = (path = "/search") => renderRoutes([{ path: "/search", element: <SearchPage /> }], path);

describe("SearchPage", () => {
  it("has no accessibility violations", { timeout: 90_000 }, async () => {
    const { container } = renderSearch("/search?q=parking");
    await screen.findByText(/results? for “parking”/);
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations).toEqual([]);
  });

  it("suggests searches that lead to results with the matched words marked", async () => {
    const user = userEvent.setup({ delay: null });
    renderSearch();
    const suggestions = screen.getByRole("navigation", { name: "Suggested searches" });
    await user.click(within(suggestions).getByRole("link", { name: "parking" }));
    expect(await screen.findByText(/results? for “parking”/)).toHaveAttribute("role", "status");
    expect(screen.getByRole("searchbox", { name: "Search the site" })).toHaveValue("parking");
    const [first] = within(screen.getByRole("list", { name: "Search results" })).getAllByRole("listitem");
    const hit = within(first as HTMLElement);
    expect(hit.getByRole("link", { name: "Join Us In Person" })).toHaveAttribute("href", "/join-in-person");
    expect(hit.getByText("parking", { selector: "mark" })).toBeVisible();
    expect(hit.getByText("Page")).toBeVisible();
  });

  it("offers the suggestions again when nothing is found", async () => {
    renderSearch("/search?q=zzzz");
    expect(await screen.findByText("No results found")).toBeVisible();
    expect(screen.getByRole("navigation", { name: "Suggested searches" })).toBeVisible();
  });

  it("searches and answers in Swahili", async () => {
    await act(() => i18n.changeLanguage("sw"));
    const user = userEvent.setup({ delay: null });
    renderSearch();
    const suggestions = screen.getByRole("navigation", { name: "Utafutaji unaopendekezwa" });
    await user.click(within(suggestions).getByRole("link", { name: "vijana" }));
    expect(await screen.findByText(/“vijana”/)).toHaveAttribute("role", "status");
    expect(screen.getByRole("link", { name: "Huduma ya Vijana" })).toHaveAttribute("href", "/programs/youth");
  });
});

describe("the pages search knows", () => {
  // Search describes each page in contracts; its titles must stay the pages' own.
  const titleKeys: Record<string, keyof typeof siteEn.pages> = {
    "/worship/times": "serviceTimes",
    "/join-in-person": "inPerson",
    "/contact": "contact",
    "/give": "give",
    "/programs": "programs",
    "/programs/youth": "youth",
    "/programs/mens": "mens",
    "/programs/womens": "womens",
    "/programs/outreach": "outreach",
    "/worship": "worship",
    "/watch-online": "watchOnline",
    "/live-stream": "liveStream",
    "/audio-services": "audio",
    "/events": "events",
    "/news": "news",
    "/announcements": "announcements",
    "/articles": "articles",
    "/about": "about",
    "/about/mission": "mission",
    "/about/pastor": "pastor",
    "/about/faith-practice": "faithPractice",
    "/schedule-meeting": "scheduleMeeting",
    "/privacy": "privacy",
    "/terms": "terms",
    "/cookie-policy": "cookiePolicy",
  };

  it.each(searchablePages.map((page) => [page.path, page] as const))(
    "%s has the page's titles",
    (path, page) => {
      const key = titleKeys[path];
      expect(key, `add ${path} to titleKeys`).toBeDefined();
      expect(page.en.title).toBe(siteEn.pages[key as keyof typeof siteEn.pages]);
      expect(page.sw.title).toBe(siteSw.pages[key as keyof typeof siteEn.pages]);
    },
  );
});

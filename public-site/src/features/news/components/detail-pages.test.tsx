import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../testing/render.tsx";
import AnnouncementPage from "./announcement-page.tsx";
import ArticlePage from "./article-page.tsx";

const routes = [
  { path: "/announcements/:slug", element: <AnnouncementPage /> },
  { path: "/articles/:slug", element: <ArticlePage /> },
];

describe("announcement and article pages", () => {
  it("say 'Announcement Not Found' for an unknown slug, with a link back", async () => {
    renderRoutes(routes, "/announcements/no-such-thing");
    expect(await screen.findByRole("heading", { level: 1, name: "Announcement Not Found" })).toBeVisible();
    expect(
      screen.getByText("The announcement you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Announcements" })).toHaveAttribute(
      "href",
      "/announcements",
    );
  });

  it("show an announcement with its details and at most two others, summaries cut at 120 characters", async () => {
    renderRoutes(routes, "/announcements/winter-coat-drive");
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading).not.toHaveTextContent("Not Found");
    expect(screen.getByRole("heading", { name: "Details" })).toBeVisible();
    const others = await screen.findByRole("region", { name: "Other Announcements" });
    const items = others.querySelectorAll("li");
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(2);
    for (const item of items)
      expect((item.querySelector("p")?.textContent ?? "").length).toBeLessThanOrEqual(121);
  });

  it("say 'Article Not Found' for an unknown slug", async () => {
    renderRoutes(routes, "/articles/no-such-article");
    expect(await screen.findByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Articles" })).toHaveAttribute("href", "/articles");
  });

  it("show an article with its read time and the Article JSON-LD", async () => {
    renderRoutes(routes, "/articles/listening-for-the-still-small-voice");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Listening for the Still, Small Voice" }),
    ).toBeVisible();
    expect(screen.getByText(/4 min read/)).toBeVisible();
    const data = document.getElementById("page-structured-data")?.textContent ?? "";
    expect(data).toContain('"@type":"Article"');
    expect(document.title).toBe("Listening for the Still, Small Voice — Amani Friends Church");
  });
});

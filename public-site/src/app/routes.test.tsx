import { publicRedirects, publicRoutes } from "@church/contracts";
import { setMockSession, usersFixtures } from "@church/contracts/mocks";
import { screen, waitFor } from "@testing-library/react";
import { lazy } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderPublicSite } from "../testing/render.tsx";

import { matchPublicRoute, publicRouteTable } from "./routes.tsx";

// The admin portal is not running in component tests: its menu fails to load, as when it is down.
vi.mock("./remote-modules.tsx", () => ({
  RemoteSignedInMenu: lazy(() => Promise.reject(new Error("adminPortal is unreachable"))),
}));

describe("public router", () => {
  beforeEach(() => {
    // The failing remote is reported on the console by design; keep the test output readable.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("has a route for every public path and redirect of the contracts", () => {
    const paths = publicRouteTable.map((route) => route.path);
    for (const path of [...publicRoutes, ...Object.keys(publicRedirects)]) expect(paths).toContain(path);
    expect(matchPublicRoute("/articles/a-slug")).toMatchObject({
      route: { kind: "page" },
      params: { slug: "a-slug" },
    });
    expect(matchPublicRoute("/news/blog").route).toMatchObject({ kind: "redirect", to: "/articles" });
    expect(matchPublicRoute("/no-such-page").route.kind).toBe("not-found");
  });

  it("shows the 404 page for an unknown path", async () => {
    renderPublicSite("/no-such-page");
    expect(await screen.findByText("Oops! Page not found")).toBeVisible();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("redirects /news/blog to /articles", async () => {
    const site = renderPublicSite("/news/blog");
    expect(await screen.findByRole("heading", { level: 1, name: "Articles" })).toBeVisible();
    expect(site.location()).toBe("/articles");
  });

  it("shows visitors the plain Login link without loading the admin portal's menu", async () => {
    renderPublicSite("/about");
    expect(await screen.findByRole("link", { name: "Login" })).toHaveAttribute("href", "/admin-login");
    expect(await screen.findByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  });

  it("falls back to the Login link for a signed-in staff member when the admin portal's menu cannot load", async () => {
    setMockSession(usersFixtures[0]?.email ?? null);
    renderPublicSite("/about");
    // The menu is only requested for a signed-in user; it fails here, and the Login link stands in.
    await waitFor(
      () =>
        expect(console.warn).toHaveBeenCalledWith(
          "A federated module could not be shown",
          expect.anything(),
          expect.anything(),
        ),
      { timeout: 15_000 },
    );
    expect(await screen.findByRole("link", { name: "Login" })).toHaveAttribute("href", "/admin-login");
  });
});

import { render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "../i18n/i18n.ts";
import { expectNoAxeViolations } from "../test/axe.ts";
import { staffRoutes } from "./staff-app.tsx";

function Crashing(): never {
  throw new Error("boom");
}

function Bar() {
  return (
    <>
      <nav aria-label="Staff">Staff bar</nav>
      <Outlet />
    </>
  );
}

const routes = staffRoutes({
  routes: [
    { path: "/admin", element: <h1>Dashboard</h1> },
    { path: "/admin/broken", Component: Crashing },
  ],
  layout: Bar,
});

const renderAt = (path: string) =>
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);

describe("staffRoutes", () => {
  it("shows the spec's 404 with a link home on any other path", async () => {
    const { container } = renderAt("/admin/nowhere");
    expect(await screen.findByText("Oops! Page not found")).toBeVisible();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(container);
  });

  it("puts the app's screens inside its layout", async () => {
    renderAt("/admin");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeVisible();
    expect(screen.getByRole("navigation", { name: "Staff" })).toBeVisible();
  });

  it("shows the crash screen when a screen throws, in Swahili too", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await i18n.changeLanguage("sw");
    renderAt("/admin/broken");
    expect(await screen.findByRole("heading", { name: "Hitilafu imetokea" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Pakia Ukurasa Upya" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Nenda Ukurasa wa Mwanzo" })).toBeVisible();
  });
});

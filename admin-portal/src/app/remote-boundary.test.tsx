import { screen } from "@testing-library/react";
import axe from "axe-core";
import { lazy } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render.tsx";
import { RemoteBoundary } from "./remote-boundary.tsx";

const Unreachable = lazy(() => Promise.reject(new Error("Failed to load script resources")));
const Working = lazy(async () => ({ default: () => <p>Remote content</p> }));

describe("RemoteBoundary", () => {
  it("shows a friendly notice when the remote cannot load, and the page keeps working", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = renderWithProviders(
      <>
        <h1>Dashboard</h1>
        <RemoteBoundary>
          <Unreachable />
        </RemoteBoundary>
      </>,
    );
    expect(await screen.findByText("This section is unavailable right now")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Reload page" })).toBeVisible();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("uses the fallback it is given", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithProviders(
      <RemoteBoundary fallback={<a href="/admin-login">Login</a>}>
        <Unreachable />
      </RemoteBoundary>,
    );
    expect(await screen.findByRole("link", { name: "Login" })).toHaveAttribute("href", "/admin-login");
  });

  it("renders the remote once it has loaded", async () => {
    renderWithProviders(
      <RemoteBoundary>
        <Working />
      </RemoteBoundary>,
    );
    expect(await screen.findByText("Remote content")).toBeVisible();
    expect(screen.queryByText("This section is unavailable right now")).not.toBeInTheDocument();
  });
});

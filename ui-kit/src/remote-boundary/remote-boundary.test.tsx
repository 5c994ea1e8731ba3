import { render, screen } from "@testing-library/react";
import { lazy } from "react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "../i18n/i18n.ts";
import { expectNoAxeViolations } from "../test/axe.ts";
import { RemoteBoundary } from "./remote-boundary.tsx";

const Unreachable = lazy(() => Promise.reject(new Error("Failed to load script resources")));
const Working = lazy(async () => ({ default: () => <p>Remote content</p> }));

describe("RemoteBoundary", () => {
  it("shows a friendly notice when the remote cannot load, and the page keeps working", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(
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
    await expectNoAxeViolations(container);
  });

  it("says so in Swahili", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    await i18n.changeLanguage("sw");
    render(
      <RemoteBoundary>
        <Unreachable />
      </RemoteBoundary>,
    );
    expect(await screen.findByText("Sehemu hii haipatikani kwa sasa")).toBeVisible();
    expect(screen.getByRole("button", { name: "Pakia ukurasa upya" })).toBeVisible();
  });

  it("uses the fallback it is given", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <RemoteBoundary fallback={<a href="/admin-login">Login</a>}>
        <Unreachable />
      </RemoteBoundary>,
    );
    expect(await screen.findByRole("link", { name: "Login" })).toHaveAttribute("href", "/admin-login");
  });

  it("shows a spinner while the remote loads, or nothing with loading={null}", () => {
    const Pending = lazy(() => new Promise<{ default: () => null }>(() => {}));
    const { unmount } = render(
      <RemoteBoundary>
        <Pending />
      </RemoteBoundary>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    unmount();
    render(
      <RemoteBoundary loading={null}>
        <Pending />
      </RemoteBoundary>,
    );
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("renders the remote once it has loaded", async () => {
    render(
      <RemoteBoundary>
        <Working />
      </RemoteBoundary>,
    );
    expect(await screen.findByText("Remote content")).toBeVisible();
    expect(screen.queryByText("This section is unavailable right now")).not.toBeInTheDocument();
  });
});

import { endpoints } from "@church/contracts";
import { mockEndpoint, setMockSession, usersFixtures } from "@church/contracts/mocks";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import ApiTestRoute from "../../../app/routes/api-test.tsx";
import SystemTestRoute from "../../../app/routes/system-test.tsx";
import { renderRoutes } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";

const editor = usersFixtures.find((user) => user.role === "content_editor");

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: "/test", element: <SystemTestRoute /> },
      { path: "/api-test", element: <ApiTestRoute /> },
      { path: "/admin-login", element: <p>Sign-in page</p> },
    ],
    path,
  );

describe("test pages", () => {
  it.each(["/test", "/api-test"])("%s sends a signed-out visitor to the sign-in page", async (path) => {
    const { router } = renderAt(path);
    expect(await screen.findByText("Sign-in page")).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin-login");
  });

  it("shows the system test page to signed-in staff", async () => {
    setMockSession(editor?.email ?? null);
    renderAt("/test");
    expect(await screen.findByRole("heading", { name: "System Test" })).toBeVisible();
    expect(screen.getByText(`Signed in as ${editor?.email}`)).toBeVisible();
  });

  it("shows the API test page to signed-in staff", async () => {
    setMockSession(editor?.email ?? null);
    renderAt("/api-test");
    expect(await screen.findByRole("button", { name: "Ping API" })).toBeVisible();
  });

  it("sends an usher to attendance, the one page their account opens", async () => {
    const {
      createdAt: _c,
      updatedAt: _u,
      ...account
    } = editor ?? (usersFixtures[0] as (typeof usersFixtures)[number]);
    server.use(
      mockEndpoint(endpoints.auth.session, () => ({ user: { ...account, role: "usher" as const } })),
    );
    renderAt("/test");
    expect(await screen.findByText("Opening attendance...")).toBeVisible();
    expect(screen.getByRole("link", { name: "Open attendance" })).toHaveAttribute(
      "href",
      "/admin/crm/attendance",
    );
    expect(screen.queryByRole("heading", { name: "System Test" })).toBeNull();
  });
});

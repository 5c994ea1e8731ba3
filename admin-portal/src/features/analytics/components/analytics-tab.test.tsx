import { endpoints, type SessionUser } from "@church/contracts";
import { mockEndpoint, mockError, usersFixtures } from "@church/contracts/mocks";
import { configure, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { AnalyticsTab } from "./analytics-tab.tsx";

// The machine running the tests is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

const [adminFixture] = usersFixtures;
if (!adminFixture) throw new Error("no user fixtures");
const { createdAt: _c, updatedAt: _u, ...admin } = adminFixture;
const user: SessionUser = admin;

describe("analytics", { timeout: 30_000 }, () => {
  it("shows visitor cards, devices, top pages and the export buttons for an administrator", async () => {
    renderWithProviders(<AnalyticsTab user={user} />);
    expect(await screen.findByRole("heading", { name: "Top Pages" })).toBeVisible();
    expect(screen.getByText("Desktop")).toBeVisible();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Export Excel" })).toBeVisible();
  });

  it("shows the empty state, and the error state when the endpoint fails", async () => {
    server.use(
      mockEndpoint(endpoints.analytics.summary, () => ({
        visitors: { today: 0, thisWeek: 0, thisMonth: 0, total: 0 },
        devices: { desktop: 0, mobile: 0, tablet: 0 },
        topPages: [],
      })),
    );
    const first = renderWithProviders(<AnalyticsTab user={user} />);
    await waitFor(() => expect(screen.getByText("No analytics data available.")).toBeVisible());
    first.unmount();
    server.use(mockEndpoint(endpoints.analytics.summary, () => mockError(404, "not_found", "Not found")));
    renderWithProviders(<AnalyticsTab user={user} />);
    await waitFor(() => expect(screen.getByText("Analytics could not be loaded.")).toBeVisible());
  });
});

import { endpoints } from "@church/contracts";
import { mockEndpoint, setMockSession, usersFixtures } from "@church/contracts/mocks";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import SystemTestRoute from "../../../app/routes/system-test.tsx";
import { renderRoutes } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";

const pastor = usersFixtures.find((user) => user.role === "pastor");

const renderPage = () => renderRoutes([{ path: "/test", element: <SystemTestRoute /> }], "/test");

describe("system test page", () => {
  it("asks the chatbot a quick prompt and shows the raw answer; Send waits for a message", async () => {
    setMockSession(pastor?.email ?? null);
    server.use(
      mockEndpoint(endpoints.chat.ask, ({ body }) => ({
        success: true,
        message: `Answer to: ${body.message}`,
        source: "quick_response" as const,
      })),
    );
    renderPage();
    expect(await screen.findByRole("button", { name: "Send" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "What time is the Sunday service?" }));
    expect(await screen.findByText(/Answer to: What time is the Sunday service\?/)).toBeVisible();
  });

  it("creates a test record, turning values that are not numbers into 0", async () => {
    setMockSession(pastor?.email ?? null);
    let sent: unknown;
    server.use(
      mockEndpoint(endpoints.crm.createRecord, ({ body }) => {
        sent = body;
        return {
          record: {
            id: "a8000000-0000-4000-8000-000000000001",
            date: body.date,
            attendance: body.attendance,
            tithes: body.tithes,
            offerings: body.offerings,
            batchTithes: 0,
            batchOfferings: 0,
            notes: body.notes ?? null,
            createdAt: "2026-11-22T00:00:00.000Z",
            updatedAt: "2026-11-22T00:00:00.000Z",
          },
        };
      }),
    );
    renderPage();
    await userEvent.type(await screen.findByLabelText("Attendance"), "42");
    await userEvent.type(screen.getByLabelText("Tithes ($)"), "abc");
    await userEvent.type(screen.getByLabelText("Offerings ($)"), "12.5");
    await userEvent.click(screen.getByRole("button", { name: "Create test record" }));
    expect(await screen.findByText(/a8000000-0000-4000-8000-000000000001/)).toBeVisible();
    expect(sent).toMatchObject({ attendance: 42, tithes: 0, offerings: 12.5 });
  });
});

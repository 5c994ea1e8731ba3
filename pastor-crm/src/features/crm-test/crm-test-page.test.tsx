import { type ChurchRecordInput, endpoints, type SessionUser } from "@church/contracts";
import { mockEndpoint, mockError } from "@church/contracts/mocks";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "../../testing/setup-tests.ts";
import CrmTestPage from "./crm-test-page.tsx";

const pastor: SessionUser = {
  id: "a5000000-0000-4000-8000-000000000002",
  email: "pastor@amani-friends.example",
  name: "Samuel Mwangi",
  username: "pastor.samuel",
  role: "pastor",
  status: "active",
  twoFactorEnabled: false,
  twoFactorMethod: null,
  lastLogin: null,
};
const stamp = "2026-03-01T20:00:00.000Z";

let signedIn = true;
let posted: ChurchRecordInput[] = [];

const handlers = [
  mockEndpoint(endpoints.auth.me, () =>
    signedIn
      ? { user: pastor }
      : mockError(401, "unauthorized", "Your session has expired. Please sign in again."),
  ),
  mockEndpoint(endpoints.auth.refresh, () => mockError(401, "unauthorized", "No session")),
  mockEndpoint(endpoints.crm.createRecord, ({ body }) => {
    posted.push(body);
    return {
      record: {
        id: "a1000000-0000-4000-8000-000000000042",
        ...body,
        batchTithes: 0,
        batchOfferings: 0,
        notes: body.notes ?? null,
        createdAt: stamp,
        updatedAt: stamp,
      },
    };
  }),
];

beforeEach(() => {
  server.use(...handlers);
  signedIn = true;
  posted = [];
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <CrmTestPage />
    </QueryClientProvider>,
  );
  return { user };
}

describe("records test page", () => {
  it("has no accessibility violations", async () => {
    renderPage();
    await screen.findByText("Session present: Yes");
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("shows the session and the signed-in e-mail, and the raw answer of Test Auth", async () => {
    const { user } = renderPage();
    expect(await screen.findByText("Session present: Yes")).toBeVisible();
    expect(screen.getByText("Signed in as pastor@amani-friends.example")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Test Auth" }));
    expect(await screen.findByText(/^Auth test: 200 - /)).toHaveTextContent(
      `Auth test: 200 - ${JSON.stringify({ user: pastor })}`,
    );
  });

  it("says when there is no session, and Test Auth shows the 401", async () => {
    signedIn = false;
    const { user } = renderPage();
    expect(await screen.findByText("Session present: No")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Test Auth" }));
    expect(await screen.findByText(/^Auth test: 401 - /)).toHaveTextContent('"code":"unauthorized"');
  });

  it("creates a record, sending empty amounts as 0, and shows the status and response", async () => {
    const { user } = renderPage();
    await screen.findByText("Session present: Yes");
    await user.clear(screen.getByLabelText("Date"));
    await user.type(screen.getByLabelText("Date"), "2026-03-08");
    await user.type(screen.getByLabelText("Attendance"), "80");
    await user.type(screen.getByLabelText("Offerings ($)"), "12.5");
    await user.click(screen.getByRole("button", { name: "Create Record" }));

    expect(await screen.findByText("Record created successfully!")).toBeVisible();
    expect(posted).toEqual([{ date: "2026-03-08", attendance: 80, tithes: 0, offerings: 12.5, notes: null }]);
    const response = screen.getByText("Response (status 201)").closest("figure") as HTMLElement;
    expect(within(response).getByText(/"attendance": 80/)).toBeVisible();
  });
});

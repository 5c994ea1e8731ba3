import { endpoints } from "@church/contracts";
import { mockEndpoint, mockError } from "@church/contracts/mocks";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { PeopleList } from "./people-list.tsx";

const renderList = () =>
  renderRoutes([{ path: "/admin/crm/people", element: <PeopleList /> }], "/admin/crm/people");

/** Two people the mock's own rule finds: the same e-mail in another case. */
async function addTwins(user: ReturnType<typeof userEvent.setup>) {
  for (const [givenName, email] of [
    ["Tumaini", "tumaini@example.org"],
    ["Tumi", "TUMAINI@example.org"],
  ]) {
    const made = await fetch(new URL("/api/crm/people", window.location.href), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        givenName,
        familyName: "Achieng",
        email,
        language: "en",
        phones: [],
        stage: "visitor",
      }),
    });
    expect(made.status).toBe(201);
  }
  await user.click(await screen.findByRole("button", { name: "Possible duplicates" }));
  return within(await screen.findByRole("list", { name: "Pairs of people" }));
}

describe("possible duplicates", () => {
  it("lists a pair with its reason, asks before merging, and merges the second into the first", async () => {
    const user = userEvent.setup();
    let asked: unknown = null;
    server.events.on("request:start", async ({ request }) => {
      if (request.url.endsWith("/merge")) asked = await request.clone().json();
    });
    renderList();
    const pairs = await addTwins(user);
    const pair = pairs.getByText("Tumaini Achieng · Tumi Achieng").closest("li");
    expect(pair).not.toBeNull();
    expect(within(pair as HTMLElement).getByText("Same e-mail")).toBeVisible();
    await user.click(within(pair as HTMLElement).getByRole("button", { name: "Merge" }));
    expect(
      await screen.findByRole("dialog", { name: "Merge Tumi Achieng into Tumaini Achieng?" }),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Merge them" }));
    expect(await screen.findByText("Merged")).toBeVisible();
    expect(asked).toEqual({ mergeId: expect.any(String) });
    expect(await screen.findByText("No possible duplicates.")).toBeVisible();
    server.events.removeAllListeners();
  });

  it("says which field stops a merge (409) and keeps both", async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint(endpoints.people.merge, () =>
        mockError(409, "conflict", "Cannot merge: both people have a different birthday", {
          birthday: "Both people have a different value here",
        }),
      ),
    );
    renderList();
    const pairs = await addTwins(user);
    await user.click(pairs.getByRole("button", { name: "Merge" }));
    await user.click(await screen.findByRole("button", { name: "Merge them" }));
    expect(
      await screen.findByText(
        "They have a different birthday. Make it the same (or empty one) first, then merge.",
      ),
    ).toBeVisible();
  });

  it("says so when there are none", async () => {
    const user = userEvent.setup();
    server.use(http.get("*/api/crm/people/duplicates", () => HttpResponse.json({ pairs: [] })));
    renderList();
    await user.click(await screen.findByRole("button", { name: "Possible duplicates" }));
    expect(await screen.findByText("No possible duplicates.")).toBeVisible();
    await waitFor(() => expect(screen.queryByText("Looking for duplicates...")).toBeNull());
  });
});

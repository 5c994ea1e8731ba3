import { endpoints } from "@church/contracts";
import { mockEndpoint, mockError } from "@church/contracts/mocks";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useParams } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { PeopleList } from "./people-list.tsx";
import { PersonPage } from "./person-page.tsx";

function PersonRoute() {
  const { id = "" } = useParams();
  return <PersonPage key={id} id={id} />;
}

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: "/admin/crm/people", element: <PeopleList /> },
      { path: "/admin/crm/people/:id", element: <PersonRoute /> },
    ],
    path,
  );

async function openSamuel() {
  const user = userEvent.setup();
  const rendered = renderAt("/admin/crm/people");
  await user.click(
    within(await screen.findByRole("list", { name: "People" })).getByRole("link", {
      name: /Samuel Whitaker/,
    }),
  );
  await screen.findByRole("heading", { level: 1, name: "Samuel Whitaker" });
  return { user, ...rendered };
}

describe("a person's data", () => {
  it("downloads everything about the person as person-<id>.json", async () => {
    const createObjectURL = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:person");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, router } = await openSamuel();
    const id = router.state.location.pathname.split("/").at(-1);
    await user.click(screen.getByRole("button", { name: "Download their data" }));
    await waitFor(() => expect(saved).toEqual([`person-${id}.json`]));
    const [file] = createObjectURL.mock.calls[0] ?? [];
    const data = JSON.parse(await (file as Blob).text()) as { person: { givenName: string } };
    expect(data.person.givenName).toBe("Samuel");
  });

  it("erases a person after a confirmation that names them and what is kept, then shows the list without them", async () => {
    const { user, router } = await openSamuel();
    await user.click(screen.getByRole("button", { name: "Erase this person" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Erase Samuel Whitaker?" });
    expect(dialog).toHaveTextContent("Their gifts stay for the books as “Anonymous”");
    await user.click(within(dialog).getByRole("button", { name: "Erase" }));
    expect(await screen.findByText("Samuel Whitaker was erased")).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/crm/people");
    const list = await screen.findByRole("list", { name: "People" });
    expect(within(list).queryByRole("link", { name: /Samuel Whitaker/ })).toBeNull();
  });

  it("keeps the person and says so when the erasure fails", async () => {
    server.use(mockEndpoint(endpoints.people.erasePerson, () => mockError(500, "internal_error", "boom")));
    const { user, router } = await openSamuel();
    await user.click(screen.getByRole("button", { name: "Erase this person" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Erase Samuel Whitaker?" });
    await user.click(within(dialog).getByRole("button", { name: "Erase" }));
    expect(await screen.findByText("The person could not be erased")).toBeVisible();
    expect(router.state.location.pathname).toMatch(/^\/admin\/crm\/people\/.+/);
  });
});

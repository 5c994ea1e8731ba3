import { endpoints } from "@church/contracts";
import { mockEndpoint, mockError, peopleFixtures } from "@church/contracts/mocks";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
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

const peopleList = () => screen.findByRole("list", { name: "People" });
const names = async () =>
  within(await peopleList())
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("people", () => {
  it("has no accessibility violations, the list and a person's page", async () => {
    const { unmount } = renderAt("/admin/crm/people");
    await peopleList();
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    unmount();
    renderAt("/admin/crm/people/b7000000-0000-4000-8000-000000000001");
    await screen.findByRole("heading", { level: 1, name: "Amani Mwangi" });
    const page = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(page.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });

  it("lists people by family name with their stage, searches by name or phone, and filters by stage", async () => {
    const user = userEvent.setup();
    const { router } = renderAt("/admin/crm/people");
    expect(await names()).toEqual([
      "Amani MwangiMember",
      "Baraka MwangiAttender",
      "Neema MwangiMember",
      "Zawadi Mwangi (Zaza)Attender",
      "Margaret Okafor (Peggy)Attender",
      "Samuel WhitakerVisitor",
    ]);
    expect(screen.getByText("6 people")).toBeVisible();
    await user.type(screen.getByRole("searchbox", { name: "Search people" }), "0712 345 678");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(async () => expect(await names()).toEqual(["Margaret Okafor (Peggy)Attender"]));
    expect(router.state.location.search).toBe("?q=0712+345+678");
    await user.clear(screen.getByRole("searchbox", { name: "Search people" }));
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Stage" }), "member");
    await waitFor(async () => expect(await names()).toEqual(["Amani MwangiMember", "Neema MwangiMember"]));
    await user.type(screen.getByRole("searchbox", { name: "Search people" }), "nobody");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(
      await screen.findByText("No one matches. Try another name, e-mail or phone number, or fewer filters."),
    ).toBeVisible();
  });

  it("filters by language, household and weeks not seen, keeps the filter in the address, and exports what it shows", async () => {
    const user = userEvent.setup();
    const { router } = renderAt("/admin/crm/people");
    await peopleList();
    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "sw");
    await waitFor(async () =>
      expect(await names()).toEqual(["Amani MwangiMember", "Baraka MwangiAttender", "Neema MwangiMember"]),
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "");
    await user.selectOptions(screen.getByRole("combobox", { name: "Not seen for" }), "8");
    await waitFor(async () => expect(await names()).toEqual(["Margaret Okafor (Peggy)Attender"]));
    await user.selectOptions(screen.getByRole("combobox", { name: "Not seen for" }), "");
    await screen.findByRole("option", { name: "Mwangi family" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Household" }), "Mwangi family");
    await user.selectOptions(screen.getByRole("combobox", { name: "Stage" }), "attender");
    await waitFor(async () =>
      expect(await names()).toEqual(["Baraka MwangiAttender", "Zawadi Mwangi (Zaza)Attender"]),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      household: expect.stringMatching(/^b710/),
      stage: "attender",
    });

    const exported: Record<string, string>[] = [];
    server.use(
      mockEndpoint(endpoints.people.exportCsv, ({ query }) => {
        exported.push(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])));
        return new Response("Given name\n", { headers: { "content-type": "text/csv" } });
      }),
    );
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:people");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() =>
      expect(exported).toEqual([{ householdId: search.get("household"), stage: "attender" }]),
    );
  });

  it("pages through a long list, the page in the address", async () => {
    const user = userEvent.setup();
    const [first] = peopleFixtures;
    if (!first) throw new Error("no fixture");
    server.use(
      mockEndpoint(endpoints.people.list, ({ query }) => ({
        people: [{ ...first, household: null, givenName: `Page at ${query.offset}` }],
        total: 60,
        limit: query.limit,
        offset: query.offset,
      })),
    );
    const { router } = renderAt("/admin/crm/people");
    expect(await screen.findByText("Page 1 of 3")).toBeVisible();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 3")).toBeVisible();
    expect(await names()).toEqual(["Page at 25 MwangiMember"]);
    expect(router.state.location.search).toBe("?page=2");
  });

  it("opens a person's page with household, relationships and timeline, and marks the stage", async () => {
    const user = userEvent.setup();
    renderAt("/admin/crm/people");
    await user.click(within(await peopleList()).getByRole("link", { name: /Samuel Whitaker/ }));
    expect(await screen.findByRole("heading", { level: 1, name: "Samuel Whitaker" })).toBeVisible();
    const timeline = screen.getByRole("list", { name: "Timeline" });
    expect(
      within(timeline)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining("Newsletter subscription confirmed"),
      expect.stringContaining("RSVP: Men's Ministry Breakfast"),
    ]);
    expect(screen.getByText("Not in a household yet.")).toBeVisible();
    await user.selectOptions(screen.getByRole("combobox", { name: "Membership stage" }), "attender");
    expect(await screen.findByText("Stage saved")).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Membership stage" })).toHaveValue("attender"),
    );

    await user.click(screen.getByRole("link", { name: "All people" }));
    await user.click(within(await peopleList()).getByRole("link", { name: /Baraka Mwangi/ }));
    expect(await screen.findByRole("heading", { name: "Household: Mwangi family" })).toBeVisible();
    expect(screen.getAllByText(/Parent:/)).toHaveLength(2);
    // Zawadi is in the household and is his sister.
    expect(screen.getAllByRole("link", { name: "Zawadi Mwangi (Zaza)" })).toHaveLength(2);
    expect(screen.getByText(/Sibling:/)).toBeVisible();
  });

  it("puts a person in a household and relates them to someone found by name", async () => {
    const user = userEvent.setup();
    renderAt("/admin/crm/people/b7000000-0000-4000-8000-000000000006");
    expect(await screen.findByRole("heading", { level: 1, name: "Samuel Whitaker" })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Add to a household" }));
    const household = await screen.findByRole("dialog", { name: "Household" });
    // A new household is offered first, named after the family.
    expect(within(household).getByRole("textbox", { name: /Name of the new household/ })).toHaveValue(
      "Whitaker household",
    );
    await within(household).findByRole("option", { name: "Mwangi family" });
    const dialogAxe = await axe.run(household, { rules: { "color-contrast": { enabled: false } } });
    expect(dialogAxe.violations.map((v) => v.id)).toEqual([]);
    await user.selectOptions(within(household).getByRole("combobox", { name: "Household" }), "Mwangi family");
    await user.click(within(household).getByRole("checkbox", { name: "The household's contact" }));
    await user.click(within(household).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("heading", { name: "Household: Mwangi family" })).toBeVisible();
    expect(screen.getAllByText("Contact").length).toBeGreaterThan(1);

    await user.click(screen.getByRole("button", { name: "Add a relationship" }));
    const relate = await screen.findByRole("dialog", { name: "Relate someone to Samuel Whitaker" });
    await user.click(within(relate).getByRole("button", { name: "Save" }));
    expect(await within(relate).findByText("Choose a person")).toBeVisible();
    const relateAxe = await axe.run(relate, { rules: { "color-contrast": { enabled: false } } });
    expect(relateAxe.violations.map((v) => v.id)).toEqual([]);
    await user.type(within(relate).getByRole("searchbox", { name: "Find the other person" }), "peggy");
    await user.click(await within(relate).findByRole("radio", { name: "Margaret Okafor (Peggy)" }));
    await user.selectOptions(
      within(relate).getByRole("combobox", { name: "They are Samuel Whitaker's" }),
      "sibling",
    );
    await user.click(within(relate).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText(/Sibling:/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Margaret Okafor (Peggy)" })).toBeVisible();

    await user.click(
      screen.getByRole("button", { name: "Remove relationship: Sibling Margaret Okafor (Peggy)" }),
    );
    expect(await screen.findByText("No relationships recorded.")).toBeVisible();
  });

  it("archives a person out of the list and brings them back from the archived people", async () => {
    const user = userEvent.setup();
    renderAt("/admin/crm/people/b7000000-0000-4000-8000-000000000006");
    expect(await screen.findByRole("heading", { level: 1, name: "Samuel Whitaker" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Archive" }));
    expect(await screen.findByText("Archived: left out of the lists, nothing deleted")).toBeVisible();
    expect(await screen.findByRole("button", { name: "Bring back" })).toBeVisible();

    await user.click(screen.getByRole("link", { name: "All people" }));
    await waitFor(async () => expect(await names()).not.toContain("Samuel WhitakerVisitor"));
    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "true");
    await waitFor(async () => expect(await names()).toEqual(["Samuel WhitakerVisitor"]));
    await user.click(screen.getByRole("link", { name: /Samuel Whitaker/ }));
    await user.click(await screen.findByRole("button", { name: "Bring back" }));
    expect(await screen.findByText("Back in the lists")).toBeVisible();
    await user.click(screen.getByRole("link", { name: "All people" }));
    await user.selectOptions(await screen.findByRole("combobox", { name: "Show" }), "");
    await waitFor(async () => expect(await names()).toContain("Samuel WhitakerVisitor"));
  });

  it("adds a person with a Kenyan number written the Kenyan way, and names a bad field", async () => {
    const user = userEvent.setup();
    renderAt("/admin/crm/people");
    await peopleList();
    await user.click(screen.getByRole("button", { name: "Add person" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a person" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("This field is required")).toBeVisible();
    await user.type(within(dialog).getByRole("textbox", { name: /Given name/ }), "Wanjiku");
    await user.type(within(dialog).getByRole("textbox", { name: "Phone number 1" }), "0712 999");
    await user.type(within(dialog).getByRole("textbox", { name: /Country/ }), "KE");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(/Please enter a valid mobile number/)).toBeVisible();
    await user.clear(within(dialog).getByRole("textbox", { name: "Phone number 1" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Phone number 1" }), "0722 111 222");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.type(screen.getByRole("searchbox", { name: "Search people" }), "+254722111222");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(async () => expect(await names()).toEqual(["WanjikuVisitor"]));
  });

  it("keeps a wedding anniversary without a year, refusing a day the month does not have", {
    timeout: 40_000,
  }, async () => {
    const user = userEvent.setup();
    renderAt("/admin/crm/people");
    await peopleList();
    await user.click(screen.getByRole("button", { name: "Add person" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a person" });
    await user.type(within(dialog).getByRole("textbox", { name: /Given name/ }), "Rehema");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Anniversary month" }), "2");
    await user.type(within(dialog).getByRole("spinbutton", { name: "Anniversary day" }), "30");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    const anniversary = within(dialog).getByRole("group", { name: "Wedding anniversary" });
    expect(await within(anniversary).findByText("This day does not exist in that month")).toBeVisible();
    await user.clear(within(dialog).getByRole("spinbutton", { name: "Anniversary day" }));
    await user.type(within(dialog).getByRole("spinbutton", { name: "Anniversary day" }), "14");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.type(screen.getByRole("searchbox", { name: "Search people" }), "Rehema");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.click(within(await peopleList()).getByRole("link", { name: /Rehema/ }));
    const details = await screen.findByText("Wedding anniversary");
    expect(details.nextElementSibling).toHaveTextContent(/^February 14$/);
  });

  it("tells a content editor the people are not theirs to see", async () => {
    server.use(
      mockEndpoint(endpoints.people.list, () =>
        mockError(403, "forbidden", "You do not have permission to do this"),
      ),
    );
    renderAt("/admin/crm/people");
    expect(
      await screen.findByText("Your account does not have access to people and households."),
    ).toBeVisible();
  });
});

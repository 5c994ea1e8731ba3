import { endpoints } from "@church/contracts";
import { announcementsFixtures, mockEndpoint, mockError } from "@church/contracts/mocks";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { ContentManagementTab } from "./content-management-tab.tsx";

// The machine running the tests is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

const [firstAnnouncement] = announcementsFixtures;
if (!firstAnnouncement) throw new Error("no announcement fixtures");

async function openAnnouncements() {
  renderWithProviders(<ContentManagementTab />);
  await userEvent.click(screen.getByRole("tab", { name: "Announcements" }));
  return screen.findByRole("row", { name: new RegExp(firstAnnouncement?.title ?? "") });
}

describe("content management tab", { timeout: 30_000 }, () => {
  it("has no accessibility violations", async () => {
    const { container } = renderWithProviders(<ContentManagementTab />);
    await screen.findAllByRole("button", { name: /^Actions for / });
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  }, 30_000);

  it("lists announcements with status, Swahili marker and a 60-character summary", async () => {
    const row = await openAnnouncements();
    expect(within(row).getByText(/Published|Draft/)).toBeVisible();
    expect(within(row).getByText(/Swahili ready|Not yet translated/)).toBeVisible();
    const summaryCell = within(row).getAllByRole("cell")[0];
    expect((summaryCell?.textContent ?? "").replace(/\.\.\.$/, "").length).toBeLessThanOrEqual(60);
  });

  it("checks the form with the contract, then creates a draft and announces it", async () => {
    await openAnnouncements();
    await userEvent.click(screen.getByRole("button", { name: "Add Announcement" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Announcement" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save draft" }));
    expect(await within(dialog).findByText("Title is required")).toBeVisible();
    expect(within(dialog).getByText("Summary is required")).toBeVisible();

    await userEvent.click(within(dialog).getByRole("textbox", { name: "Title" }));

    await userEvent.paste("Quarterly meeting");
    await userEvent.click(within(dialog).getByRole("textbox", { name: "Category" }));
    await userEvent.paste("Business");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Summary" }),
      "Friends gather to decide together.",
    );
    await userEvent.click(within(dialog).getByRole("textbox", { name: "Content" }));
    await userEvent.paste("After worship.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(screen.getByText("Announcement created")).toBeVisible());
    const row = await screen.findByRole("row", { name: /Quarterly meeting/ });
    expect(within(row).getByText("Draft")).toBeVisible();
    expect(within(row).getByText(/^Not yet translated: title, summary, content/)).toBeVisible();
  });

  it("deletes from the row's menu after a confirmation that names the item", async () => {
    const row = await openAnnouncements();
    await userEvent.click(
      within(row).getByRole("button", { name: `Actions for ${firstAnnouncement.title}` }),
    );
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete…" }));
    const confirm = await screen.findByRole("alertdialog", { name: `Delete “${firstAnnouncement.title}”?` });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getByText("Announcement deleted")).toBeVisible());
    await waitFor(() =>
      expect(
        screen.queryByRole("row", { name: new RegExp(firstAnnouncement.title) }),
      ).not.toBeInTheDocument(),
    );
  });

  it("refuses an import that is not a JSON array: Import Failed, 'Invalid content format.'", async () => {
    renderWithProviders(<ContentManagementTab />);
    await screen.findAllByRole("button", { name: /^Actions for / });
    const input = screen.getByLabelText("Import", { selector: "input" });
    fireEvent.change(input, {
      target: { files: [new File(['{"not":"a list"}'], "content.json", { type: "application/json" })] },
    });
    await waitFor(() => expect(screen.getByText("Import Failed")).toBeVisible());
    await waitFor(() => expect(screen.getByText("Invalid content format.")).toBeVisible());
  });

  it("warns that a reset cannot be undone, then restores the defaults", async () => {
    renderWithProviders(<ContentManagementTab />);
    await screen.findAllByRole("button", { name: /^Actions for / });
    await userEvent.click(screen.getByRole("button", { name: "Reset to Defaults" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(/This cannot be undone/)).toBeVisible();
    await userEvent.click(within(confirm).getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(screen.getByText("Content Reset")).toBeVisible());
  });

  it("points to the Events tab, the one place events are edited", async () => {
    let opened = 0;
    renderWithProviders(<ContentManagementTab onOpenEvents={() => opened++} />);
    await userEvent.click(screen.getByRole("tab", { name: "Events" }));
    expect(await screen.findByText(/edited in one place: the Events tab/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add Event" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Open Events" }));
    expect(opened).toBe(1);
  });

  it("shows the error state when the list cannot be loaded", async () => {
    server.use(
      mockEndpoint(endpoints.siteContent.adminList, () =>
        mockError(503, "unavailable", "Database unavailable"),
      ),
    );
    renderWithProviders(<ContentManagementTab />);
    await waitFor(() => expect(screen.getByText("The list could not be loaded.")).toBeVisible());
    server.use(mockEndpoint(endpoints.siteContent.adminList, () => ({ items: [] })));
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByText("No site content yet.")).toBeVisible());
  });
});

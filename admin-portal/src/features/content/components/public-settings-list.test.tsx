import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { ContentManagementTab } from "./content-management-tab.tsx";

configure({ asyncUtilTimeout: 5000 });

describe("settings the public site reads", { timeout: 30_000 }, () => {
  it("lists each one, set or not, and fills a missing one with a checked YouTube link", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContentManagementTab />);
    const list = await screen.findByRole("region", { name: "Shown on the public site" });
    // The seeded texts are there to edit; the mission-partner video has no item on a fresh install.
    expect(within(list).getByRole("button", { name: "Edit: Our mission" })).toBeVisible();
    const video = within(list)
      .getByText("Mission-partner video on the home page")
      .closest("li") as HTMLElement;
    expect(within(video).getByText("Not set")).toBeVisible();

    await user.click(
      within(video).getByRole("button", { name: "Set: Mission-partner video on the home page" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Add Site Content" });
    expect(within(dialog).getByRole("textbox", { name: /Key/ })).toHaveValue("mission-partner-video");
    expect(within(dialog).getByRole("combobox", { name: /Section/ })).toHaveValue("outreach");
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Our partner in South Kivu");
    const content = within(dialog).getByRole("textbox", { name: "Content" });
    await user.type(content, "a video about our partner");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("Enter a YouTube video link or its 11-character ID"),
    ).toBeVisible();

    await user.clear(content);
    await user.type(content, "https://youtu.be/aBcDeFgHiJk");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(
      await within(list).findByRole("button", { name: "Edit: Mission-partner video on the home page" }),
    ).toBeVisible();
    expect(within(video).getByText(/youtu\.be\/aBcDeFgHiJk/)).toBeVisible();
  });
});

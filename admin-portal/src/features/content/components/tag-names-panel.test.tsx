import { endpoints, type TagInUse, type TagNameInput } from "@church/contracts";
import { mockEndpoint } from "@church/contracts/mocks";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { ContentManagementTab } from "./content-management-tab.tsx";

// The machine running the tests is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

/** The tags in use: a new one nobody named yet, and one with its built-in name; saves are kept. */
function tagsInUse(): TagNameInput[] {
  const sent: TagNameInput[] = [];
  const items: TagInUse[] = [
    { tag: "harvest", nameSw: null, uses: 2 },
    { tag: "youth", nameSw: "vijana", uses: 1 },
  ];
  server.use(
    mockEndpoint(endpoints.tagNames.inUse, () => ({ items })),
    mockEndpoint(endpoints.tagNames.update, ({ body }) => {
      sent.push(body);
      return { tag: body.tag, nameSw: body.nameSw || null, uses: 2 };
    }),
  );
  return sent;
}

async function openTags() {
  const view = renderWithProviders(<ContentManagementTab />);
  await userEvent.click(screen.getByRole("tab", { name: "Tags" }));
  const list = await screen.findByRole("list", { name: "Tags and their Swahili names" });
  return { ...view, list: within(list) };
}

describe("Swahili names of tags", { timeout: 30_000 }, () => {
  it("has no accessibility violations", async () => {
    tagsInUse();
    const { container, list } = await openTags();
    expect(list.getByRole("textbox", { name: "Swahili name of #youth" })).toHaveValue("vijana");
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("lets staff give a new tag its Swahili name", async () => {
    const sent = tagsInUse();
    const { list } = await openTags();
    const field = list.getByRole("textbox", { name: /^Swahili name of #harvest/ });
    expect(field).toHaveValue("");
    expect(field).toHaveAttribute("lang", "sw");
    expect(list.getByText("No Swahili name: shown in English")).toBeVisible();
    expect(list.getByText("(2 items)")).toBeVisible();
    await userEvent.type(field, "mavuno");
    await userEvent.click(list.getByRole("button", { name: "Save #harvest" }));
    await waitFor(() => expect(screen.getByText("Swahili name saved")).toBeVisible());
    expect(sent).toEqual([{ tag: "harvest", nameSw: "mavuno" }]);
  });

  it("refuses a name that is too long, on its field, without saving", async () => {
    const sent = tagsInUse();
    const { list } = await openTags();
    const field = list.getByRole("textbox", { name: /^Swahili name of #harvest/ });
    await userEvent.click(field);
    await userEvent.paste("m".repeat(41));
    await userEvent.click(list.getByRole("button", { name: "Save #harvest" }));
    expect(await list.findByText("At most 40 characters")).toBeVisible();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
  });

  it("speaks the admin's Swahili too", async () => {
    tagsInUse();
    const { i18n } = await import("@church/ui-kit");
    await i18n.changeLanguage("sw");
    renderWithProviders(<ContentManagementTab />);
    await userEvent.click(screen.getByRole("tab", { name: "Lebo" }));
    const list = within(await screen.findByRole("list", { name: "Lebo na majina yake ya Kiswahili" }));
    expect(list.getByRole("textbox", { name: "Jina la Kiswahili la #youth" })).toHaveValue("vijana");
    expect(list.getByRole("button", { name: "Hifadhi #harvest" })).toBeVisible();
  });
});

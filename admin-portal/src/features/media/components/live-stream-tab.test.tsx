import { endpoints, type LiveStreamInput } from "@church/contracts";
import { liveStreamFixtures, mockEndpoint } from "@church/contracts/mocks";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { LiveNow } from "./live-schedule-fields.tsx";
import { LiveStreamTab } from "./live-stream-tab.tsx";

// The machine running the tests is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

/** Answers the save as the API does and keeps what the form sent. */
function recordSaves(): LiveStreamInput[] {
  const sent: LiveStreamInput[] = [];
  server.use(
    mockEndpoint(endpoints.liveStream.update, ({ body }) => {
      sent.push(body);
      const { override, ...rest } = body;
      return {
        ...liveStreamFixtures,
        ...rest,
        override: override === "schedule" ? null : override,
        youtubeStreamId: null,
        updatedAt: new Date().toISOString(),
      };
    }),
  );
  return sent;
}

/** The Swahili fields once the stored settings are in the form. */
async function swahiliFields() {
  const group = within(await screen.findByRole("group", { name: "Swahili version (Kiswahili)" }));
  const title = group.getByRole("textbox", { name: "Stream title (SW)" });
  await waitFor(() => expect(title).toHaveValue("Ibada ya Jumapili"));
  return { title, description: group.getByRole("textbox", { name: "Stream description (SW)" }) };
}

describe("the live stream's Swahili title and description", { timeout: 30_000 }, () => {
  it("has no accessibility violations with the Swahili fields", async () => {
    const { container } = renderWithProviders(<LiveStreamTab />);
    await swahiliFields();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("saves the Swahili title and description staff type beside the English ones", async () => {
    const sent = recordSaves();
    renderWithProviders(<LiveStreamTab />);
    const { title, description } = await swahiliFields();
    expect(title).toHaveAttribute("lang", "sw");
    await userEvent.clear(title);
    await userEvent.type(title, "Ibada ya Mkesha wa Krismasi");
    await userEvent.clear(description);
    await userEvent.type(description, "Nyimbo na mishumaa");
    await userEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(screen.getByText("Stream settings saved")).toBeVisible());
    expect(sent.at(-1)?.translations).toEqual({
      sw: { streamTitle: "Ibada ya Mkesha wa Krismasi", streamDescription: "Nyimbo na mishumaa" },
    });
  });

  it("refuses a Swahili title that is too long, on the field, without saving", async () => {
    const sent = recordSaves();
    renderWithProviders(<LiveStreamTab />);
    const { title } = await swahiliFields();
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste("a".repeat(201));
    await userEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(title).toHaveAttribute("aria-invalid", "true"));
    expect(sent).toEqual([]);
  });

  it("labels the Swahili fields in the admin's Swahili too", async () => {
    const { i18n } = await import("@church/ui-kit");
    await i18n.changeLanguage("sw");
    renderWithProviders(<LiveStreamTab />);
    const swahili = within(await screen.findByRole("group", { name: "Toleo la Kiswahili" }));
    await waitFor(() =>
      expect(swahili.getByRole("textbox", { name: "Kichwa cha matangazo (SW)" })).toHaveValue(
        "Ibada ya Jumapili",
      ),
    );
    expect(swahili.getByRole("textbox", { name: /^Maelezo ya matangazo \(SW\)/ })).toBeVisible();
  });
});

describe("what the site shows now, and until when", () => {
  // Sunday 29 November 2026, 3:00 PM in Buffalo (EST).
  const settings = { ...liveStreamFixtures, isLive: false, changesAt: "2026-11-29T20:00:00.000Z" };

  it("names the next switch in Buffalo time, in English", async () => {
    const { i18n } = await import("@church/ui-kit");
    await i18n.changeLanguage("en");
    renderWithProviders(<LiveNow settings={settings} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "The site shows: the latest service · until Sunday 3:00 PM EST",
    );
  });

  it("and in Swahili time for a Swahili admin", async () => {
    const { i18n } = await import("@church/ui-kit");
    await i18n.changeLanguage("sw");
    renderWithProviders(<LiveNow settings={{ ...settings, isLive: true }} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Tovuti inaonyesha: HEWANI · hadi Jumapili saa 9:00 alasiri EST",
    );
  });
});

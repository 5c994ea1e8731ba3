import { endpoints } from "@church/contracts";
import { mockEndpoint } from "@church/contracts/mocks";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { AudioTab } from "./audio-tab.tsx";
import { SocialMediaTab } from "./social-media-tab.tsx";
import { VideosTab } from "./videos-tab.tsx";

// The machine running the tests is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

describe("video management", { timeout: 30_000 }, () => {
  it("has no accessibility violations", async () => {
    const { container } = renderWithProviders(<VideosTab />);
    await screen.findAllByRole("button", { name: /^Actions for / });
    expect((await axe.run(container)).violations).toEqual([]);
  }, 30_000);

  it("takes a YouTube link, stores its id and shows YouTube's own thumbnail", async () => {
    renderWithProviders(<VideosTab />);
    await screen.findAllByRole("button", { name: /^Actions for / });
    await userEvent.click(screen.getByRole("button", { name: "Add Video" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Video" });
    await userEvent.click(within(dialog).getByRole("textbox", { name: "Title" }));
    await userEvent.paste("Harvest Sunday");
    const idField = within(dialog).getByRole("textbox", { name: "YouTube video ID or link" });
    await userEvent.click(idField);
    await userEvent.paste("not a video");
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(
      await within(dialog).findByText("Please enter a YouTube video link or its 11-character ID"),
    ).toBeVisible();
    await userEvent.clear(idField);
    await userEvent.click(idField);
    await userEvent.paste("https://youtu.be/dQw4w9WgXcQ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(screen.getByText("Video Added")).toBeVisible());
    const item = (await screen.findByRole("heading", { name: "Harvest Sunday" })).closest("li");
    expect(item?.querySelector("img")?.getAttribute("src")).toBe(
      "https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
    );
  }, 20_000);

  it("asks before deleting", async () => {
    renderWithProviders(<VideosTab />);
    const [first] = await screen.findAllByRole("button", { name: /^Actions for / });
    await userEvent.click(first as HTMLElement);
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete…" }));
    const confirm = await screen.findByRole("alertdialog", { name: /^Delete “.+”\?$/ });
    expect(within(confirm).getByText("Are you sure you want to delete this video?")).toBeVisible();
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getByText("Video Deleted")).toBeVisible());
  });
});

describe("audio management", { timeout: 30_000 }, () => {
  it("warns about length and refuses a file that is not audio before uploading", async () => {
    renderWithProviders(<AudioTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Upload Audio" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload Audio" });
    expect(within(dialog).getByText(/Please keep audio uploads to 15-20 minutes maximum/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(await within(dialog).findByText("Please choose an audio file")).toBeVisible();
    expect(within(dialog).getByText("Title is required")).toBeVisible();
    await userEvent.upload(
      within(dialog).getByLabelText(/^Audio file/),
      new File(["hello"], "notes.txt", { type: "text/plain" }),
      { applyAccept: false },
    );
    expect(
      await within(dialog).findByText("Please choose an audio file (MP3, M4A, WAV or OGG)"),
    ).toBeVisible();
  }, 20_000);
});

describe("social media", { timeout: 30_000 }, () => {
  it("previews only the switched-on links, and says so when none are", async () => {
    server.use(
      mockEndpoint(endpoints.socialMedia.get, () => ({
        instagram: "https://instagram.com/amani",
        facebook: null,
        whatsapp: null,
        enabled: { instagram: false, facebook: false, whatsapp: false },
        updatedAt: "2026-11-01T12:00:00.000Z",
      })),
    );
    renderWithProviders(<SocialMediaTab />);
    await waitFor(() => expect(screen.getByText("No active social media links")).toBeVisible());
    await userEvent.click(await screen.findByRole("switch", { name: "Show Instagram" }));
    await waitFor(() => expect(screen.getByRole("link", { name: "Instagram" })).toBeVisible());
    // Turning on a platform without a value is refused by the contract.
    await userEvent.click(screen.getByRole("switch", { name: "Show Facebook" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByText("Enter a link or number before turning it on")).toBeVisible(),
    );
  }, 20_000);
});

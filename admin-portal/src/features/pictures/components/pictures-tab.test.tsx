import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { PicturesTab } from "./pictures-tab.tsx";

// The machine running the tests is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

const card = (name: string) => {
  const item = screen.getByText(name).closest("li");
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
};

describe("the Pictures tab", { timeout: 30_000 }, () => {
  it("has no accessibility violations", async () => {
    const { container } = renderWithProviders(<PicturesTab />);
    await screen.findByText("meeting-house.jpg");
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("shows which pictures are described and which need alt text", async () => {
    renderWithProviders(<PicturesTab />);
    await screen.findByText("meeting-house.jpg");
    expect(card("meeting-house.jpg").getByText("Ready to use")).toBeVisible();
    expect(card("meeting-house.jpg").getByRole("img", { name: "The meeting house in autumn" })).toBeVisible();
    expect(card("food-drive.jpg").getByText("Needs alt text")).toBeVisible();
  });

  it("refuses a file that is not a picture before sending it, naming it", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<PicturesTab />);
    await screen.findByText("meeting-house.jpg");
    await user.upload(
      screen.getByLabelText("Choose a file"),
      new File(["hello"], "notes.txt", { type: "text/plain" }),
    );
    expect(
      await screen.findByText(
        "notes.txt is not a picture we can use: choose a JPEG, PNG, WebP, AVIF or GIF photo.",
      ),
    ).toBeVisible();
  });

  it("uploads a picture and asks for its alt text in both languages at once", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PicturesTab />);
    await screen.findByText("meeting-house.jpg");
    await user.upload(
      screen.getByLabelText("Choose a file"),
      new File([new Uint8Array([137, 80, 78, 71])], "harvest.png", { type: "image/png" }),
    );
    // (jsdom's XMLHttpRequest sends the file without its name: the mock stores "blob".)
    const dialog = await screen.findByRole("dialog", { name: /^Describe the picture: / });
    await user.click(within(dialog).getByRole("button", { name: "Save description" }));
    expect(await within(dialog).findByText("Describe the picture in English")).toBeVisible();
    expect(within(dialog).getByText("Describe the picture in Swahili")).toBeVisible();
    await user.type(within(dialog).getByRole("textbox", { name: "Alt text (English)" }), "Harvest baskets");
    await user.type(within(dialog).getByRole("textbox", { name: "Alt text (Swahili)" }), "Vikapu vya mavuno");
    await user.click(within(dialog).getByRole("button", { name: "Save description" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByText("Ready to use")).toHaveLength(2));
  });

  it("takes a picture dropped anywhere on the upload box", async () => {
    renderWithProviders(<PicturesTab />);
    await screen.findByText("meeting-house.jpg");
    const box = screen.getByRole("group", { name: "Upload a picture" });
    const file = new File([new Uint8Array([255, 216, 255])], "dropped.jpg", { type: "image/jpeg" });
    fireEvent.dragOver(box, { dataTransfer: { files: [file] } });
    fireEvent.drop(box, { dataTransfer: { files: [file] } });
    expect(await screen.findByRole("dialog", { name: /^Describe the picture: / })).toBeVisible();
  });
});

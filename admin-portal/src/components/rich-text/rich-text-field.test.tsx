import { i18n } from "@church/ui-kit";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../testing/render.tsx";
import { RichTextField } from "./rich-text-field.tsx";

let lastHtml = "";

function Harness({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextField
        label="Content"
        required
        hint="Use the toolbar"
        value={value}
        onChange={(html) => {
          lastHtml = html;
          setValue(html);
        }}
      />
      <button type="button" onClick={() => setValue("<p>Replaced from outside</p>")}>
        Reset
      </button>
    </>
  );
}

describe("RichTextField", () => {
  it("is a labelled multi-line textbox with a toolbar of toggle buttons", async () => {
    renderWithProviders(<Harness initial="<p>Hello</p>" />);
    const editor = await screen.findByRole("textbox", { name: /Content/ });
    expect(editor).toHaveAttribute("aria-multiline", "true");
    expect(editor).toHaveAttribute("aria-required", "true");
    expect(editor).toHaveAccessibleDescription("Use the toolbar");
    expect(editor).toHaveTextContent("Hello");
    const toolbar = screen.getByRole("toolbar", { name: "Text formatting" });
    for (const name of [
      "Bold",
      "Italic",
      "Heading",
      "Subheading",
      "Bulleted list",
      "Numbered list",
      "Link",
    ]) {
      expect(within(toolbar).getByRole("button", { name })).toHaveAttribute("aria-pressed", "false");
    }
  });

  it("makes the selection bold and hands the HTML to the form", async () => {
    lastHtml = "";
    renderWithProviders(<Harness initial="<p>Hello</p>" />);
    const editor = await screen.findByRole("textbox", { name: /Content/ });
    await userEvent.click(editor);
    // Select all, then Bold.
    await act(async () => {
      const range = document.createRange();
      range.selectNodeContents(editor);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      document.dispatchEvent(new Event("selectionchange"));
    });
    await userEvent.click(screen.getByRole("button", { name: "Bold" }));
    await waitFor(() => expect(lastHtml).toBe("<p><strong>Hello</strong></p>"));
    expect(screen.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");

    await userEvent.click(screen.getByRole("button", { name: "Bulleted list" }));
    await waitFor(() => expect(lastHtml).toBe("<ul><li><p><strong>Hello</strong></p></li></ul>"));
  });

  it("takes a new value from outside (a form reset) without echoing it back", async () => {
    lastHtml = "";
    renderWithProviders(<Harness initial="<p>First</p>" />);
    const editor = await screen.findByRole("textbox", { name: /Content/ });
    await userEvent.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(editor).toHaveTextContent("Replaced from outside"));
    expect(lastHtml).toBe("");
  });

  it("refuses a javascript: link and adds an https one", async () => {
    lastHtml = "";
    renderWithProviders(<Harness initial="<p>Hello</p>" />);
    const editor = await screen.findByRole("textbox", { name: /Content/ });
    await userEvent.click(editor);
    await act(async () => {
      const range = document.createRange();
      range.selectNodeContents(editor);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      document.dispatchEvent(new Event("selectionchange"));
    });
    await userEvent.click(screen.getByRole("button", { name: "Link" }));
    const address = screen.getByRole("textbox", { name: /Link address/ });
    await userEvent.type(address, "javascript:alert(1){Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Use a web address");
    expect(lastHtml).toBe("");
    await userEvent.clear(address);
    await userEvent.type(address, "friends.example.org{Enter}");
    await waitFor(() =>
      expect(lastHtml).toBe(
        '<p><a rel="noopener noreferrer" href="https://friends.example.org">Hello</a></p>',
      ),
    );
  });

  it("moves between the toolbar buttons with the arrow keys (one tab stop)", async () => {
    renderWithProviders(<Harness />);
    const bold = await screen.findByRole("button", { name: "Bold" });
    const italic = screen.getByRole("button", { name: "Italic" });
    expect(bold).toHaveAttribute("tabindex", "0");
    expect(italic).toHaveAttribute("tabindex", "-1");
    bold.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(italic).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("button", { name: "Link" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(bold).toHaveFocus();
  });

  it("labels the toolbar in Swahili", async () => {
    await i18n.changeLanguage("sw");
    renderWithProviders(<Harness />);
    const toolbar = await screen.findByRole("toolbar", { name: "Mpangilio wa maandishi" });
    expect(within(toolbar).getByRole("button", { name: "Herufi nzito" })).toBeVisible();
    expect(within(toolbar).getByRole("button", { name: "Orodha ya namba" })).toBeVisible();
  });
});

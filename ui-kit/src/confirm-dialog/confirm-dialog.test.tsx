import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../button/button.tsx";
import { i18n } from "../i18n/i18n.ts";
import { expectNoAxeViolations } from "../test/axe.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";

describe("ConfirmDialog", () => {
  it("has no accessibility violations when open", async () => {
    render(<ConfirmDialog open title="Delete this record?" onConfirm={() => {}} />);
    await screen.findByRole("alertdialog");
    await expectNoAxeViolations(document.body);
  });

  it("asks the question, warns it cannot be undone and starts on Cancel", async () => {
    const user = userEvent.setup();
    render(
      <ConfirmDialog
        title="Delete this record?"
        trigger={<Button variant="danger">Delete</Button>}
        onConfirm={() => {}}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this record?" });
    expect(dialog).toHaveAccessibleDescription("This cannot be undone.");
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
  });

  it("runs the action once and closes on confirm", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        title="Delete this record?"
        confirmLabel="Delete"
        trigger={<Button>Remove</Button>}
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Remove" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("does nothing but close on Cancel or Escape", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        title="Delete?"
        trigger={<Button>Remove</Button>}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Remove" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Remove" }));
    await screen.findByRole("alertdialog");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("shows the confirm button busy while an async action runs, and stays open if it fails", async () => {
    const user = userEvent.setup();
    let reject: (reason: Error) => void = () => {};
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Delete?"
          confirmLabel="Delete"
          onConfirm={() =>
            new Promise<void>((_, fail) => {
              reject = fail;
            })
          }
        />
      );
    }
    render(<Harness />);
    const confirm = await screen.findByRole("button", { name: "Delete" });
    await user.click(confirm);
    expect(confirm).toHaveAttribute("aria-busy", "true");
    expect(confirm).toBeDisabled();
    reject(new Error("Network down"));
    await waitFor(() => expect(confirm).not.toBeDisabled());
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("uses the Swahili common words", async () => {
    await i18n.changeLanguage("sw");
    render(<ConfirmDialog open title="Futa rekodi hii?" onConfirm={() => {}} />);
    expect(await screen.findByRole("button", { name: "Ghairi" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Thibitisha" })).toBeInTheDocument();
    expect(screen.getByRole("alertdialog")).toHaveAccessibleDescription("Kitendo hiki hakiwezi kutenduliwa.");
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Button } from "../button/button.tsx";
import { expectNoAxeViolations } from "../test/axe.ts";
import { TextField } from "../text-field/text-field.tsx";
import { Dialog, DialogClose } from "./dialog.tsx";

function RsvpDialog() {
  return (
    <Dialog
      title="RSVP"
      description="Reserve your place."
      trigger={<Button>Open RSVP</Button>}
      footer={
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
      }
    >
      <TextField label="Name" />
    </Dialog>
  );
}

describe("Dialog", () => {
  it("has no accessibility violations when open", async () => {
    const user = userEvent.setup();
    render(<RsvpDialog />);
    await user.click(screen.getByRole("button", { name: "Open RSVP" }));
    await screen.findByRole("dialog");
    await expectNoAxeViolations(document.body);
  });

  it("opens from its trigger, is named by its title and moves focus inside", async () => {
    const user = userEvent.setup();
    render(<RsvpDialog />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open RSVP" }));
    const dialog = await screen.findByRole("dialog", { name: "RSVP" });
    expect(dialog).toHaveAccessibleDescription("Reserve your place.");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("closes on Escape and returns focus to the trigger", async () => {
    const user = userEvent.setup();
    render(<RsvpDialog />);
    const trigger = screen.getByRole("button", { name: "Open RSVP" });
    await user.click(trigger);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("closes from the labelled close button and from a DialogClose button", async () => {
    const user = userEvent.setup();
    render(<RsvpDialog />);
    await user.click(screen.getByRole("button", { name: "Open RSVP" }));
    await user.click(await screen.findByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Open RSVP" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

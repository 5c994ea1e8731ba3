import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe.ts";
import { RowMenu } from "./row-menu.tsx";

describe("RowMenu", () => {
  it("has no accessibility violations", async () => {
    const { container } = render(<RowMenu label="Actions for Sunday Worship" items={[]} />);
    await expectNoAxeViolations(container);
  });

  it("opens the row's actions from its named button and runs the one chosen", async () => {
    const onDelete = vi.fn();
    const user = userEvent.setup();
    render(
      <RowMenu
        label="Actions for Sunday Worship"
        items={[
          { label: "Edit", onSelect: () => {} },
          { label: "Delete", tone: "danger", onSelect: onDelete },
        ]}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Actions for Sunday Worship" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});

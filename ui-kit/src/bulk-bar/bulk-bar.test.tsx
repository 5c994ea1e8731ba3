import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button } from "../button/button.tsx";
import { expectNoAxeViolations } from "../test/axe.ts";
import { BulkBar } from "./bulk-bar.tsx";

describe("BulkBar", () => {
  it("has no accessibility violations and is a named toolbar with the selection's summary", async () => {
    const { container } = render(
      <BulkBar label="Selected RSVPs" summary="2 selected">
        <Button size="sm">Cancel RSVPs</Button>
      </BulkBar>,
    );
    await expectNoAxeViolations(container);
    const toolbar = screen.getByRole("toolbar", { name: "Selected RSVPs" });
    expect(toolbar).toHaveTextContent("2 selected");
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Checkbox } from "../checkbox/checkbox.tsx";
import { RadioGroup } from "../radio-group/radio-group.tsx";
import { SelectField } from "../select-field/select-field.tsx";
import { expectNoAxeViolations } from "../test/axe.ts";
import { TextArea } from "../text-area/text-area.tsx";
import { TextField } from "../text-field/text-field.tsx";
import { Field } from "./field.tsx";

describe("Field and the form controls built on it", () => {
  it("have no accessibility violations with hints and errors", async () => {
    const { container } = render(
      <form>
        <TextField label="Email" hint="We never share it." error="Email is required" required />
        <TextArea label="Message" error="Message is required" />
        <SelectField
          label="Fund"
          placeholder="Select..."
          options={[{ value: "tithe", label: "Tithe" }]}
          error="Pick one"
        />
        <Checkbox label="I agree" error="Please agree" />
        <RadioGroup
          label="Frequency"
          name="frequency"
          options={[
            { value: "weekly", label: "Weekly" },
            { value: "monthly", label: "Monthly" },
          ]}
          error="Choose a frequency"
          required
        />
        <Field label="Date">
          <input type="date" />
        </Field>
      </form>,
    );
    await expectNoAxeViolations(container);
  });

  it("describe the control by its hint, and by its error only when there is one", () => {
    const { rerender } = render(<TextField label="Email" hint="We never share it." />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAccessibleDescription("We never share it.");
    expect(input).not.toHaveAttribute("aria-invalid");

    rerender(
      <TextField label="Email" hint="We never share it." error="Please enter a valid email address" />,
    );
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(
      /^We never share it. Error:\s*Please enter a valid email address$/,
    );
    expect(screen.getByText("Please enter a valid email address")).toBeVisible();
  });

  it("mark required controls without native validation taking over the messages", () => {
    render(<TextField label="Name" required />);
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input).toHaveAttribute("aria-required", "true");
    expect(input).not.toHaveAttribute("required");
  });

  it("wire an element child and keep its own description", () => {
    render(
      <>
        <p id="own">Format: month, day, year</p>
        <Field label="Date" error="Date is required">
          <input aria-describedby="own" />
        </Field>
      </>,
    );
    const input = screen.getByRole("textbox", { name: "Date" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(/^Format: month, day, year Error:\s*Date is required$/);
  });

  it("let the user type, and pass a ref through for form libraries", async () => {
    const user = userEvent.setup();
    let element: HTMLInputElement | null = null;
    render(
      <TextField
        label="Email"
        ref={(node) => {
          element = node;
        }}
      />,
    );
    await user.type(screen.getByRole("textbox", { name: "Email" }), "grace@example.org");
    expect(element).toBeInstanceOf(HTMLInputElement);
    expect(element).toHaveValue("grace@example.org");
  });

  it("report errors on select, checkbox and radio groups", () => {
    render(
      <>
        <SelectField label="Fund" options={[{ value: "tithe", label: "Tithe" }]} error="Pick one" />
        <Checkbox label="I agree" error="Please agree" />
        <RadioGroup
          label="Frequency"
          name="frequency"
          options={[{ value: "weekly", label: "Weekly" }]}
          error="Choose a frequency"
        />
      </>,
    );
    expect(screen.getByRole("combobox", { name: "Fund" })).toHaveAccessibleDescription(/^Error:\s*Pick one$/);
    expect(screen.getByRole("checkbox", { name: "I agree" })).toHaveAccessibleDescription("Please agree");
    expect(screen.getByRole("radio", { name: "Weekly" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("group", { name: /Frequency/ })).toHaveAccessibleDescription(
      "Choose a frequency",
    );
  });

  it("let a radio group be chosen with the keyboard", async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(
      <RadioGroup
        label="Frequency"
        name="frequency"
        options={[
          { value: "weekly", label: "Weekly" },
          { value: "monthly", label: "Monthly" },
        ]}
        defaultValue="weekly"
        onValueChange={(value) => chosen.push(value)}
      />,
    );
    await user.tab();
    expect(screen.getByRole("radio", { name: "Weekly" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "Monthly" })).toBeChecked();
    expect(chosen).toEqual(["monthly"]);
  });
});

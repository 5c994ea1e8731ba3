import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { i18n } from "../i18n/i18n.ts";
import { expectNoAxeViolations } from "../test/axe.ts";
import { PasswordField } from "./password-field.tsx";

describe("PasswordField", () => {
  it("has no accessibility violations", async () => {
    const { container } = render(<PasswordField label="Password" hint="At least 12 characters." />);
    await expectNoAxeViolations(container);
  });

  it("shows and hides the password with a labelled toggle", async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" defaultValue="s3cret words" />);
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("type", "password");
    expect(input).toHaveAttribute("autocomplete", "current-password");

    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(input).toHaveAttribute("type", "text");
    expect(input).toHaveValue("s3cret words");

    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input).toHaveAttribute("type", "password");
  });

  it("labels the toggle in Swahili", async () => {
    await i18n.changeLanguage("sw");
    render(<PasswordField label="Nenosiri" />);
    expect(screen.getByRole("button", { name: "Onyesha nenosiri" })).toBeInTheDocument();
  });

  it("announces its error with the input", async () => {
    render(<PasswordField label="Password" error="Invalid email or password" />);
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(/^Error:\s*Invalid email or password$/);
  });
});

import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../i18n/i18n.ts";
import { expectNoAxeViolations } from "../test/axe.ts";
import { Toaster, toast } from "./toaster.tsx";

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe("Toaster", () => {
  it("has no accessibility violations with a toast shown", async () => {
    const { container } = render(<Toaster />);
    act(() => {
      toast.success("Login Successful", { description: "Welcome back, Grace!" });
    });
    await screen.findByText("Login Successful");
    await expectNoAxeViolations(container);
  });

  it("shows a toast with its description in a labelled notifications region", async () => {
    render(<Toaster />);
    act(() => {
      toast.success("Login Successful", { description: "Welcome back, Grace!" });
    });
    expect(await screen.findByText("Login Successful")).toBeInTheDocument();
    expect(screen.getByText("Welcome back, Grace!")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeInTheDocument();
  });

  it("keeps at most 3 toasts visible, as the spec says", async () => {
    render(<Toaster />);
    act(() => {
      for (const title of ["Content Updated", "Content Deleted", "Content Exported", "Content Imported"])
        toast(title);
    });
    await screen.findByText("Content Imported");
    const shown = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(shown).toHaveLength(3);
  });

  it("labels the region and close buttons in Swahili", async () => {
    await i18n.changeLanguage("sw");
    render(<Toaster />);
    act(() => {
      toast("Maudhui Yamesasishwa");
    });
    await screen.findByText("Maudhui Yamesasishwa");
    expect(screen.getByRole("region", { name: /Arifa/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Funga" })).toBeInTheDocument();
  });
});

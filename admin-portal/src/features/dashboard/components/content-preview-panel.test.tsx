import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import "../dashboard.texts.ts";
import { ContentPreviewPanel } from "./content-preview-panel.tsx";

/** The panel with a stand-in for the public site's ContentPreview that inserts the body as it does. */
function renderPanel() {
  return render(
    <ContentPreviewPanel
      renderPreview={(draft) => (
        <div data-testid="preview" dangerouslySetInnerHTML={{ __html: draft.bodyHtml }} />
      )}
    />,
  );
}

describe("the overview's content preview", () => {
  it("has no accessibility violations", async () => {
    const { container } = renderPanel();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("shows typed HTML sanitised by the public site's rules: formatting kept, scripts and handlers gone", async () => {
    renderPanel();
    const body = screen.getByRole("textbox", { name: /body/i });
    await userEvent.clear(body);
    // user-event reads { and [ as key descriptors; pasting types the text as it is.
    await userEvent.click(body);
    await userEvent.paste(
      '<p onclick="alert(1)"><b>Kept</b> <a href="javascript:alert(2)">link</a> <a href="https://example.org" target="_blank">out</a></p>' +
        '<img src="x" onerror="alert(3)"><img src="//evil.example/x.png"><script>alert(4)</script>' +
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><form><input></form>',
    );
    const preview = screen.getByTestId("preview");
    expect(preview.querySelector("b")?.textContent).toBe("Kept");
    expect(preview.innerHTML).not.toMatch(
      /onclick|onerror|javascript:|<script|<iframe|<style|<form|<input|evil\.example/i,
    );
    const external = screen.getByRole("link", { name: "out" });
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByText("link").getAttribute("href")).toBeNull();
  });
});

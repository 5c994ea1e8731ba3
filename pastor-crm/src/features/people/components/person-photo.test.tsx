import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useParams } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../testing/render.tsx";
import { PersonPage } from "./person-page.tsx";

function PersonRoute() {
  const { id = "" } = useParams();
  return <PersonPage id={id} />;
}

describe("a person's photo", () => {
  it("adds a photo from a file (a phone offers its camera), shows it, and removes it again", async () => {
    const user = userEvent.setup();
    renderRoutes(
      [{ path: "/admin/crm/people/:id", element: <PersonRoute /> }],
      "/admin/crm/people/b7000000-0000-4000-8000-000000000006",
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Samuel Whitaker" })).toBeVisible();
    expect(screen.queryByRole("img", { name: "Photo of Samuel Whitaker" })).toBeNull();
    expect(screen.getByText("SW")).toBeInTheDocument();

    const input = screen.getByLabelText("Photo of Samuel Whitaker: choose a picture");
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp,image/avif");
    await user.click(screen.getByRole("button", { name: "Add a photo" }));
    await user.upload(input, new File([new Uint8Array([1, 2, 3])], "face.jpg", { type: "image/jpeg" }));
    expect(await screen.findByText("Photo saved")).toBeVisible();
    const photo = await screen.findByRole("img", { name: "Photo of Samuel Whitaker" });
    expect(photo.getAttribute("src")).toMatch(
      /^\/api\/crm\/people\/b7000000-0000-4000-8000-000000000006\/photo\?v=/,
    );

    await user.click(screen.getByRole("button", { name: "Remove photo" }));
    expect(await screen.findByText("Photo removed")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("img", { name: "Photo of Samuel Whitaker" })).toBeNull());
    expect(screen.getByRole("button", { name: "Add a photo" })).toBeVisible();
  });
});

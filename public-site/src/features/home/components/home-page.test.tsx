import { i18n } from "@church/ui-kit";
import { act, screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../testing/render.tsx";
import HomePage from "./home-page.tsx";

const routes = [
  { path: "/", element: <HomePage /> },
  { path: "/give", element: <h1>Give page</h1> },
];

describe("HomePage", () => {
  it("has no accessibility violations and shows the six values, four programs and three gatherings", async () => {
    const { container } = renderRoutes(routes, "/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome to Our Church Family" }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Join Us Sunday" })).toHaveAttribute(
      "href",
      "/worship/in-person",
    );
    expect(screen.getByRole("link", { name: "Watch Online" })).toHaveAttribute("href", "/worship/livestream");
    expect(screen.getByRole("region", { name: "Our Core Values" }).querySelectorAll("li")).toHaveLength(6);
    for (const month of ["June", "September", "January"]) expect(screen.getByText(month)).toBeVisible();
    expect(screen.getByRole("region", { name: "Partnerships" })).toBeVisible();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("shows the Swahili version of site content to Swahili visitors", async () => {
    await act(() => i18n.changeLanguage("sw"));
    renderRoutes(routes, "/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Karibu katika Familia ya Kanisa Letu" }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Jiunge Nasi Jumapili" })).toBeVisible();
    expect(await screen.findByRole("heading", { name: "Kituo cha Misheni Tumaini" })).toBeInTheDocument();
  });

  it("sends the payment return address /?donation=success to the giving page", async () => {
    const { router } = renderRoutes(routes, "/?donation=success");
    expect(await screen.findByRole("heading", { name: "Give page" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/give");
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { RenderInfoProvider } from "../lib/render-info.tsx";
import { Picture } from "./picture.tsx";

const renderPicture = (dataSaver: boolean) =>
  render(
    <RenderInfoProvider info={{ now: 0, dataSaver }}>
      <Picture
        className="ps-person__photo"
        src="/images/pastor/portrait.jpg"
        alt="Portrait of the pastor"
        width={240}
        height={240}
      />
    </RenderInfoProvider>,
  );

describe("Picture", () => {
  it("with data saver on, is an accessible button in the picture's place until tapped", async () => {
    const { container } = renderPicture(true);
    expect((await axe.run(container)).violations).toEqual([]);
    expect(container.querySelector("img")).toBeNull();
    const show = screen.getByRole("button", { name: "Show picture: Portrait of the pastor" });
    expect(show).toHaveStyle({ aspectRatio: "240 / 240" });
    await userEvent.setup({ delay: null }).click(show);
    expect(screen.getByRole("img", { name: "Portrait of the pastor" })).toHaveAttribute(
      "src",
      "/images/pastor/portrait.jpg",
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("is the picture itself without data saver", () => {
    renderPicture(false);
    expect(screen.getByRole("img", { name: "Portrait of the pastor" })).toHaveClass("ps-person__photo");
    expect(screen.queryByRole("button")).toBeNull();
  });
});

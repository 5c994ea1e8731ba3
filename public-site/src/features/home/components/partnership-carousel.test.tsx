import { partnershipsSeed } from "@church/contracts/seed";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { PartnershipCarousel } from "./partnership-carousel.tsx";

afterEach(() => vi.useRealTimers());

const visibleName = () =>
  screen.getAllByRole("heading", { level: 3 }).find((heading) => heading.closest("[hidden]") === null)
    ?.textContent;

describe("PartnershipCarousel", () => {
  it("advances every 8 seconds, wraps around and stops on Pause", async () => {
    vi.useFakeTimers();
    renderWithProviders(<PartnershipCarousel partners={partnershipsSeed} />);
    await act(async () => {});
    expect(visibleName()).toBe("Tumaini Mission Centre");
    await act(async () => vi.advanceTimersByTime(8000));
    expect(visibleName()).toBe("Watoto Bright Futures");
    await act(async () => vi.advanceTimersByTime(16_000));
    expect(visibleName()).toBe("Tumaini Mission Centre");
    fireEvent.click(screen.getByRole("button", { name: "Pause automatic rotation" }));
    fireEvent.blur(screen.getByRole("button", { name: "Start automatic rotation" }));
    fireEvent.mouseLeave(screen.getByRole("region", { name: "Partnerships" }));
    await act(async () => vi.advanceTimersByTime(24_000));
    expect(visibleName()).toBe("Tumaini Mission Centre");
  });

  it("moves with previous, next and the dots", async () => {
    renderWithProviders(<PartnershipCarousel partners={partnershipsSeed} />);
    fireEvent.click(await screen.findByRole("button", { name: "Previous partnership" }));
    expect(visibleName()).toBe("Niagara Frontier Friends Fellowship");
    fireEvent.click(screen.getByRole("button", { name: "Next partnership" }));
    expect(visibleName()).toBe("Tumaini Mission Centre");
    fireEvent.click(screen.getByRole("button", { name: "Show partnership 2: Watoto Bright Futures" }));
    expect(visibleName()).toBe("Watoto Bright Futures");
  });

  it("shows a placeholder when an image cannot load", async () => {
    renderWithProviders(<PartnershipCarousel partners={partnershipsSeed.slice(0, 1)} />);
    fireEvent.error(await screen.findByRole("img", { name: "Tumaini Mission Centre" }));
    expect(screen.getByRole("img", { name: "Partnership image not available" })).toBeInTheDocument();
  });
});

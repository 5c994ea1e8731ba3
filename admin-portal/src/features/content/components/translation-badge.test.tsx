import { eventSwahiliFields } from "@church/contracts";
import { screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { TranslationBadge } from "./content-helpers.tsx";

const event = {
  title: "Community Food Drive",
  description: "Sort and hand out groceries.",
  time: "10:00 AM - 1:00 PM",
  location: "Church Parking Lot",
};

describe("TranslationBadge", () => {
  it("has no accessibility violations", async () => {
    const { container } = renderWithProviders(<TranslationBadge item={event} fields={eventSwahiliFields} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("says Swahili ready only when every field a visitor sees has its Swahili text", () => {
    const titleOnly = { ...event, translations: { sw: { title: "Mchango wa Chakula" } } };
    const { unmount } = renderWithProviders(
      <TranslationBadge item={titleOnly} fields={eventSwahiliFields} />,
    );
    expect(screen.getByText("Not yet translated: description, time, location")).toBeVisible();
    unmount();
    const complete = {
      ...event,
      translations: {
        sw: {
          title: "Mchango wa Chakula",
          description: "Panga na ugawe vyakula.",
          time: "Saa 4:00 asubuhi - 7:00 mchana",
          location: "Maegesho ya Kanisa",
        },
      },
    };
    renderWithProviders(<TranslationBadge item={complete} fields={eventSwahiliFields} />);
    expect(screen.getByText("Swahili ready")).toBeVisible();
  });
});

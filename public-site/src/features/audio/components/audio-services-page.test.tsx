import { audioServicesFixtures } from "@church/contracts/mocks";
import { i18n } from "@church/ui-kit";
import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { RenderInfoProvider } from "../../../lib/render-info.tsx";
import { siteConfig } from "../../../lib/site-config.ts";
import { renderRoutes } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { AudioPlayer } from "./audio-player.tsx";
import AudioServicesPage from "./audio-services-page.tsx";

const renderAudio = () => renderRoutes([{ path: "/", element: <AudioServicesPage /> }], "/");

describe("AudioServicesPage", () => {
  it("searches title, description and speaker, filters by category, and clears filters", async () => {
    const user = userEvent.setup({ delay: null });
    renderAudio();
    expect(await screen.findByText("6 audio services found")).toBeVisible();
    await user.type(screen.getByRole("searchbox", { name: "Search audio services" }), "grace achieng");
    expect(screen.getByText("1 audio service found")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Prayer for Peace in Congo" })).toBeVisible();
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "sermon");
    expect(screen.getByRole("heading", { name: "No Audio Services Found" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(screen.getByText("6 audio services found")).toBeVisible();
  });

  it("gives every player play, ±30 s, seek, volume, mute, download and share", async () => {
    renderAudio();
    await screen.findByText("6 audio services found");
    expect(screen.getByRole("button", { name: "Play Walking in the Light" })).toBeEnabled();
    expect(screen.getAllByRole("button", { name: "Back 30 seconds" })).toHaveLength(6);
    expect(screen.getAllByRole("button", { name: "Forward 30 seconds" })).toHaveLength(6);
    expect(screen.getByRole("slider", { name: "Position in Walking in the Light" })).toHaveAttribute(
      "max",
      "1122",
    );
    expect(screen.getAllByRole("slider", { name: "Volume" })[0]).toHaveAttribute("step", "0.1");
    expect(screen.getAllByRole("button", { name: "Mute" })).toHaveLength(6);
    expect(screen.getByRole("link", { name: "Download Walking in the Light" })).toHaveAttribute(
      "href",
      expect.stringContaining("download=1"),
    );
    expect(screen.getByRole("button", { name: "Share Walking in the Light" })).toBeVisible();
  });

  it("shares the sermon's page in the page's language, not its audio file", async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    });
    try {
      const [first] = audioServicesFixtures;
      if (!first) throw new Error("no fixture");
      const user = userEvent.setup({ delay: null });
      renderAudio();
      await user.click(await screen.findByRole("button", { name: `Share ${first.title}` }));
      expect(shared.at(-1)?.url).toBe(`${siteConfig.origin}/audio-services/${first.id}`);
      cleanup();
      await act(() => i18n.changeLanguage("sw"));
      renderAudio();
      const swTitle = first.translations?.sw?.title || first.title;
      await user.click(await screen.findByRole("button", { name: `Shiriki ${swTitle}` }));
      expect(shared.at(-1)?.url).toBe(`${siteConfig.origin}/sw/audio-services/${first.id}`);
    } finally {
      Reflect.deleteProperty(navigator, "share");
    }
  });

  it("offers the light copy where the server made one, and plays and downloads it when chosen", async () => {
    const [first, ...rest] = audioServicesFixtures;
    if (!first) throw new Error("no fixture");
    const withCopy = {
      ...first,
      fileSizeBytes: 18_000_000,
      lowBitrateUrl: `/api/audio-services/${first.id}/low-bitrate`,
      lowBitrateSizeBytes: 3_400_000,
    };
    server.use(http.get("*/api/audio-services", () => Response.json({ audioServices: [withCopy, ...rest] })));
    const user = userEvent.setup({ delay: null });
    const { container } = renderAudio();
    const light = await screen.findByRole("checkbox", {
      name: "Light version for phone data (3.4 MB instead of 18.0 MB)",
    });
    expect(screen.getAllByRole("checkbox", { name: /Light version/ })).toHaveLength(1);
    const player = container.querySelector(`audio[src="${withCopy.audioUrl}"]`);
    expect(player).not.toBeNull();
    await user.click(light);
    expect(player?.getAttribute("src")).toBe(withCopy.lowBitrateUrl);
    expect(screen.getByRole("link", { name: `Download ${first.title}` })).toHaveAttribute(
      "href",
      `${withCopy.lowBitrateUrl}?download=1`,
    );
  });

  it("starts with the light copy when data saver is on (the server rendered the same choice)", () => {
    const [first] = audioServicesFixtures;
    if (!first) throw new Error("no fixture");
    const withCopy = {
      ...first,
      fileSizeBytes: 18_000_000,
      lowBitrateUrl: `/api/audio-services/${first.id}/low-bitrate`,
      lowBitrateSizeBytes: 3_400_000,
    };
    const { container } = renderRoutes(
      [
        {
          path: "/",
          element: (
            <RenderInfoProvider info={{ now: 0, dataSaver: true }}>
              <AudioPlayer item={withCopy} />
              <AudioPlayer item={first} />
            </RenderInfoProvider>
          ),
        },
      ],
      "/",
    );
    expect(screen.getByRole("checkbox", { name: /Light version/ })).toBeChecked();
    const sources = [...container.querySelectorAll("audio")].map((audio) => audio.getAttribute("src"));
    // A sermon without a light copy plays its only recording.
    expect(sources).toEqual([withCopy.lowBitrateUrl, first.audioUrl]);
  });
});

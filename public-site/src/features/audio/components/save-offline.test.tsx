import type { AudioService } from "@church/contracts";
import { audioServicesFixtures } from "@church/contracts/mocks";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RenderInfoProvider } from "../../../lib/render-info.tsx";
import { cacheNames } from "../../../service-worker/offline-rules.ts";
import { server } from "../../../testing/setup-tests.ts";
import SaveOffline from "./save-offline.tsx";

/** Cache Storage as the browser keeps it (jsdom has none): responses by address, per named cache. */
class MemoryCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, store);
    const key = (request: RequestInfo | URL) => new URL(String(request), window.location.origin).pathname;
    return {
      match: async (request: RequestInfo | URL) => store.get(key(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => {
        store.set(key(request), response);
      },
      delete: async (request: RequestInfo | URL) => store.delete(key(request)),
    };
  }
}

const fixture = audioServicesFixtures[0];
if (!fixture) throw new Error("no fixture");
const sermon: AudioService = {
  ...fixture,
  fileSizeBytes: 96_772,
  lowBitrateUrl: `/api/audio-services/${fixture.id}/low-bitrate`,
  lowBitrateSizeBytes: 24_000,
};
let storage: MemoryCaches;
const saved = () => [...(storage.stores.get(cacheNames.savedAudio)?.keys() ?? [])];

beforeEach(() => {
  storage = new MemoryCaches();
  Object.defineProperty(globalThis, "caches", { value: storage, configurable: true });
  server.use(
    http.get(
      "*/api/audio-services/:id/file",
      () => new HttpResponse(new Uint8Array(96_772), { headers: { "content-type": "audio/mpeg" } }),
    ),
    http.get(
      "*/api/audio-services/:id/low-bitrate",
      () => new HttpResponse(new Uint8Array(24_000), { headers: { "content-type": "audio/mpeg" } }),
    ),
  );
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, "caches");
});

const renderSave = (dataSaver = false) =>
  render(
    <RenderInfoProvider info={{ now: 0, dataSaver }}>
      <SaveOffline item={sermon} />
    </RenderInfoProvider>,
  );

describe("SaveOffline", () => {
  it("is accessible, saves the recording on the phone and says how much space it takes", async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderSave();
    const save = await screen.findByRole("button", { name: "Save for offline" });
    // Enabled once it has looked for a saved copy (testing-library's 5 s, not poll's 1 s: a busy machine).
    await waitFor(() => expect(save).toBeEnabled());
    expect((await axe.run(container)).violations).toEqual([]);
    expect(
      screen.getByText("Keeps this sermon on this phone (97 KB), to play with no connection."),
    ).toBeVisible();
    await user.click(save);
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Saved on this phone (97 KB): it plays with no connection.",
    );
    expect(screen.getByRole("button", { name: "Remove from this phone" })).toHaveFocus();
    expect(saved()).toEqual([sermon.audioUrl]);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("shows a sermon saved before as saved, and removes it", async () => {
    const user = userEvent.setup({ delay: null });
    await (await storage.open(cacheNames.savedAudio)).put(
      sermon.audioUrl,
      new Response(new Uint8Array(96_772), { headers: { "content-length": "96772" } }),
    );
    renderSave();
    await user.click(await screen.findByRole("button", { name: "Remove from this phone" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Removed from this phone.");
    expect(screen.getByRole("button", { name: "Save for offline" })).toHaveFocus();
    expect(saved()).toEqual([]);
  });

  it("with data saver on, saves the light recording", async () => {
    const user = userEvent.setup({ delay: null });
    renderSave(true);
    expect(
      await screen.findByText("Keeps this sermon on this phone (24 KB), to play with no connection."),
    ).toBeVisible();
    const save = screen.getByRole("button", { name: "Save for offline" });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByRole("status")).toHaveTextContent("Saved on this phone (24 KB)");
    expect(saved()).toEqual([sermon.lowBitrateUrl]);
  });

  it("says so when the recording cannot be saved, and keeps nothing", async () => {
    server.use(http.get("*/api/audio-services/:id/file", () => new HttpResponse(null, { status: 503 })));
    const user = userEvent.setup({ delay: null });
    renderSave();
    const save = await screen.findByRole("button", { name: "Save for offline" });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not save this sermon.");
    expect(saved()).toEqual([]);
  });
});

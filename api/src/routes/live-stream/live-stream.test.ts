import {
  liveStreamDefaults,
  liveStreamMessages,
  liveStreamSettingsSchema,
  liveStreamStatusSchema,
} from "@church/contracts";
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { call, signIn, testDriver, truncate } from "../../test/test-app.ts";

describe(`live stream [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(async () => {
    await truncate("live_stream");
  });

  const publicStatus = async () => (await call("GET", "/api/live-stream")).body as Record<string, unknown>;

  it("starts offline with no viewers, the Sunday title and the next service time", async () => {
    // A Tuesday: outside the default schedule (Sunday 3:00-6:00 PM in Buffalo).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T15:00:00Z"));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const status = liveStreamStatusSchema.parse(await publicStatus());
    expect(status).toMatchObject({
      isLive: false,
      viewerCount: 0,
      streamTitle: "Sunday Worship Service",
      nextStreamTime: "Sunday 3:00 PM - 6:00 PM EST",
      streamUrl: null,
      youtubeStreamId: null,
    });
  });

  it("lets staff go live with a YouTube link; viewers see it but never the stream key", async () => {
    expect((await call("PUT", "/api/live-stream", { body: { override: "live" } })).status).toBe(401);
    expect((await call("GET", "/api/live-stream/settings")).status).toBe(401);
    const saved = await call("PUT", "/api/live-stream", {
      cookie: editor,
      body: {
        override: "live",
        streamUrl: "https://www.youtube.com/watch?v=aBcDeFgHiJk",
        streamKey: "secret-key",
        audioStreamUrl: "https://radio.example.org/amani.mp3",
      },
    });
    expect(saved.status).toBe(200);
    expect(liveStreamSettingsSchema.parse(saved.body)).toMatchObject({
      isLive: true,
      youtubeStreamId: "aBcDeFgHiJk",
      streamKey: "secret-key",
      cameraSetup: liveStreamDefaults.cameraSetup,
    });
    const status = await publicStatus();
    // The audio-only stream is public: "Audio only" plays it while live (decision 040).
    expect(status).toMatchObject({
      isLive: true,
      youtubeStreamId: "aBcDeFgHiJk",
      audioStreamUrl: "https://radio.example.org/amani.mp3",
    });
    expect(status).not.toHaveProperty("streamKey");
    expect(JSON.stringify(status)).not.toContain("secret-key");
    const settings = await call("GET", "/api/live-stream/settings", { cookie: editor });
    expect(liveStreamSettingsSchema.parse(settings.body).streamKey).toBe("secret-key");
    const badAudio = await call("PUT", "/api/live-stream", {
      cookie: editor,
      body: { audioStreamUrl: "not a url" },
    });
    expect(badAudio.status).toBe(400);
    expect(badAudio.body).toMatchObject({ error: { fields: { audioStreamUrl: expect.any(String) } } });
  });

  it("refuses a link that is not a YouTube stream", async () => {
    const bad = await call("PUT", "/api/live-stream", {
      cookie: editor,
      body: { override: "live", streamUrl: "https://example.org/stream" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { streamUrl: liveStreamMessages.invalidUrl } } });
    expect(liveStreamStatusSchema.parse(await publicStatus()).youtubeStreamId).toBeNull();
  });

  it("keeps the Swahili title and description staff write and gives them to viewers", async () => {
    expect(liveStreamStatusSchema.parse(await publicStatus()).translations).toEqual(
      liveStreamDefaults.translations,
    );
    const saved = await call("PUT", "/api/live-stream", {
      cookie: editor,
      body: {
        streamTitle: "Christmas Eve Service",
        streamDescription: "Carols and candles",
        translations: {
          sw: { streamTitle: "  Ibada ya Mkesha wa Krismasi ", streamDescription: "Nyimbo na mishumaa" },
        },
      },
    });
    expect(saved.status).toBe(200);
    const swahili = {
      sw: { streamTitle: "Ibada ya Mkesha wa Krismasi", streamDescription: "Nyimbo na mishumaa" },
    };
    expect(liveStreamSettingsSchema.parse(saved.body).translations).toEqual(swahili);
    expect(liveStreamStatusSchema.parse(await publicStatus())).toMatchObject({
      streamTitle: "Christmas Eve Service",
      translations: swahili,
    });
    const settings = await call("GET", "/api/live-stream/settings", { cookie: editor });
    expect(liveStreamSettingsSchema.parse(settings.body).translations).toEqual(swahili);

    // Left untranslated: nothing Swahili is kept, so the site shows the English title.
    await call("PUT", "/api/live-stream", {
      cookie: editor,
      body: { streamTitle: "Easter Sunday", translations: { sw: { streamTitle: "" } } },
    });
    expect(liveStreamStatusSchema.parse(await publicStatus()).translations.sw?.streamTitle ?? "").toBe("");
  });

  it("refuses a Swahili title or description that is too long, naming the field", async () => {
    for (const [field, length] of [
      ["streamTitle", 201],
      ["streamDescription", 2001],
    ] as const) {
      const bad = await call("PUT", "/api/live-stream", {
        cookie: editor,
        body: { translations: { sw: { [field]: "a".repeat(length) } } },
      });
      expect(bad.status, field).toBe(400);
      expect(bad.body, field).toMatchObject({
        error: { fields: { [`translations.sw.${field}`]: expect.any(String) } },
      });
    }
    expect(liveStreamStatusSchema.parse(await publicStatus()).translations).toEqual(
      liveStreamDefaults.translations,
    );
  });
});

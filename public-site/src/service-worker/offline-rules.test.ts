import { describe, expect, it } from "vitest";
import {
  isKeptApiAnswer,
  isPublicAnswer,
  isPublicPagePath,
  markOffline,
  otherRecording,
} from "./offline-rules.ts";

const answer = (headers: Record<string, string>, status = 200) => new Response("{}", { status, headers });

describe("what the service worker may keep", () => {
  it("keeps the public pages in both languages, never the staff apps, the API or files", () => {
    for (const path of ["/", "/sw/", "/sw", "/events", "/sw/audio-services/abc", "/about/pastor"]) {
      expect(isPublicPagePath(path), path).toBe(true);
    }
    for (const path of [
      "/admin",
      "/admin-login",
      "/admin/crm",
      "/admin-dashboard",
      "/_mf/admin/remoteEntry.js",
      "/api/events",
      "/test",
      "/api-test",
      "/service-worker.js",
    ]) {
      expect(isPublicPagePath(path), path).toBe(false);
    }
  });

  it("keeps only what the server declares public: a staff session's private answers never", () => {
    expect(isPublicAnswer(answer({ "cache-control": "public, max-age=0, s-maxage=30" }))).toBe(true);
    expect(isPublicAnswer(answer({ "cache-control": "private, no-cache" }))).toBe(false);
    expect(isPublicAnswer(answer({ "cache-control": "no-store" }))).toBe(false);
    expect(isPublicAnswer(answer({}))).toBe(false);
    expect(isPublicAnswer(answer({ "cache-control": "public" }, 206))).toBe(false);
    expect(isPublicAnswer(answer({ "cache-control": "public", "set-cookie": "a=b" }))).toBe(false);
    expect(isKeptApiAnswer(answer({ "cache-control": "public", "content-type": "application/json" }))).toBe(
      true,
    );
    expect(
      isKeptApiAnswer(answer({ "cache-control": "public, max-age=300", "content-type": "audio/mpeg" })),
    ).toBe(false);
  });

  it("plays a sermon from whichever of its recordings was saved", () => {
    expect(otherRecording("/api/audio-services/a1/file")).toBe("/api/audio-services/a1/low-bitrate");
    expect(otherRecording("/api/audio-services/a1/low-bitrate")).toBe("/api/audio-services/a1/file");
    expect(otherRecording("/api/audio-services")).toBeNull();
  });

  it("marks a saved copy so the layout's offline note shows", () => {
    expect(markOffline('<!doctype html>\n<html lang="sw">\n<body>')).toBe(
      '<!doctype html>\n<html data-offline lang="sw">\n<body>',
    );
  });
});

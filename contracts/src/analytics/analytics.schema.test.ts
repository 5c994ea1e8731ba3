import { describe, expect, it } from "vitest";
import { isDevelopmentHost } from "./analytics.constants.ts";
import { trackBodySchema } from "./analytics.schema.ts";

describe("analytics tracking", () => {
  it("takes a page view as the spec sends it", () => {
    const parsed = trackBodySchema.parse({
      page: "/events",
      userAgent: "Mozilla/5.0",
      timestamp: "2026-11-21T15:00:00.000Z",
      referrer: "",
    });
    expect(parsed.type).toBe("pageview");
  });

  it("takes a crash report", () => {
    const parsed = trackBodySchema.parse({
      type: "error",
      error: { message: "Boom", stack: "at x", componentStack: "in App" },
      timestamp: "2026-11-21T15:00:00.000Z",
      page: "/give",
    });
    expect(parsed.type).toBe("error");
  });

  it("refuses a page that is not a path", () => {
    expect(
      trackBodySchema.safeParse({ page: "https://x.com", timestamp: "2026-11-21T15:00:00.000Z" }).success,
    ).toBe(false);
  });

  it("never sends from development hosts", () => {
    expect(isDevelopmentHost({ hostname: "localhost", port: "" })).toBe(true);
    expect(isDevelopmentHost({ hostname: "192.168.1.4", port: "" })).toBe(true);
    expect(isDevelopmentHost({ hostname: "church.example", port: "8080" })).toBe(true);
    expect(isDevelopmentHost({ hostname: "preview-42.netlify.app", port: "" })).toBe(true);
    expect(isDevelopmentHost({ hostname: "amani-friends.example", port: "" })).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { countVisit } from "./page-view.ts";

describe("countVisit", () => {
  it("counts per day and page and prunes days older than 30", () => {
    localStorage.setItem(
      "church-page-visits",
      JSON.stringify({ "2026-09-01": { "/": 4 }, "2026-11-20": { "/events": 1 } }),
    );
    const visits = countVisit("/events", new Date("2026-11-20T15:00:00Z"));
    expect(visits).toEqual({ "2026-11-20": { "/events": 2 } });
    expect(countVisit("/", new Date("2026-11-21T15:00:00Z"))).toEqual({
      "2026-11-20": { "/events": 2 },
      "2026-11-21": { "/": 1 },
    });
  });
});

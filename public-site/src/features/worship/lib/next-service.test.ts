import { describe, expect, it } from "vitest";
import { nextServiceCountdown } from "./next-service.ts";

describe("nextServiceCountdown", () => {
  it("counts days and hours to Sunday 3 PM in Buffalo", () => {
    // Wednesday 2026-11-18 10:00 in Buffalo (EST, UTC-5).
    expect(nextServiceCountdown(new Date("2026-11-18T15:00:00Z"))).toMatchObject({
      state: "upcoming",
      days: 4,
      hours: 5,
      minutes: 0,
      startsAt: "2026-11-22T15:00:00-05:00",
    });
  });

  it("counts hours and minutes on Sunday morning", () => {
    // Sunday 2026-11-22 12:30 in Buffalo.
    expect(nextServiceCountdown(new Date("2026-11-22T17:30:00Z"))).toMatchObject({
      days: 0,
      hours: 2,
      minutes: 30,
    });
  });

  it("says the service is in progress between 3 and 6 PM on Sunday", () => {
    expect(nextServiceCountdown(new Date("2026-11-22T21:00:00Z"))).toEqual({ state: "in-progress" });
  });

  it("moves to next week after the service and keeps summer time right", () => {
    // Sunday 2026-07-05 18:30 EDT (UTC-4): next service Sunday 2026-07-12 15:00 EDT.
    expect(nextServiceCountdown(new Date("2026-07-05T22:30:00Z"))).toMatchObject({
      days: 6,
      hours: 20,
      minutes: 30,
      startsAt: "2026-07-12T15:00:00-04:00",
    });
  });

  it("is exact across the autumn clock change", () => {
    // Saturday 2026-10-31 15:00 EDT; clocks go back on Sunday 2026-11-01, so 25 hours pass.
    expect(nextServiceCountdown(new Date("2026-10-31T19:00:00Z"))).toMatchObject({
      days: 1,
      hours: 1,
      minutes: 0,
    });
  });
});

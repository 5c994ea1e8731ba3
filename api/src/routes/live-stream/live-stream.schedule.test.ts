import { liveStreamSettingsSchema, liveStreamStatusSchema } from "@church/contracts";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { liveStream } from "../../db/schema.ts";
import { followLiveSwitches } from "../../services/live-stream/live-switches.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

/**
 * The stream follows the church's weekly schedule in Buffalo time (default Sunday 3:00-6:00 PM) and a
 * manual override that ends by itself. Instants are written in UTC with Buffalo's time beside them.
 * 2026: EDT from Sunday 8 March 2:00 AM, EST again from Sunday 1 November 2:00 AM.
 */
describe(`live stream schedule [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(async () => {
    await truncate("live_stream");
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The clock (Date only: the database and timers keep running) at an instant. */
  const at = (iso: string) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(iso));
  };
  const status = async () => liveStreamStatusSchema.parse((await call("GET", "/api/live-stream")).body);
  /** Saved by staff signed in at the clock's time (a session from another month has expired). */
  const save = async (body: Record<string, unknown>) => {
    const cookie = await signIn("content_editor");
    const result = await call("PUT", "/api/live-stream", { cookie, body });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return liveStreamSettingsSchema.parse(result.body);
  };

  it.each([
    // [when, Buffalo time, live?, next switch]
    ["2026-03-07T17:00:00Z", "Sat 7 Mar 12:00 PM EST", false, "2026-03-08T19:00:00.000Z"],
    ["2026-03-08T18:59:00Z", "Sun 8 Mar 2:59 PM EDT (first day of EDT)", false, "2026-03-08T19:00:00.000Z"],
    ["2026-03-08T19:30:00Z", "Sun 8 Mar 3:30 PM EDT", true, "2026-03-08T22:00:00.000Z"],
    ["2026-03-08T22:00:00Z", "Sun 8 Mar 6:00 PM EDT", false, "2026-03-15T19:00:00.000Z"],
    ["2026-03-10T15:00:00Z", "Tue 10 Mar 11:00 AM EDT", false, "2026-03-15T19:00:00.000Z"],
    ["2026-10-31T16:00:00Z", "Sat 31 Oct 12:00 PM EDT", false, "2026-11-01T20:00:00.000Z"],
    ["2026-11-01T19:30:00Z", "Sun 1 Nov 2:30 PM EST (first day of EST)", false, "2026-11-01T20:00:00.000Z"],
    ["2026-11-01T20:30:00Z", "Sun 1 Nov 3:30 PM EST", true, "2026-11-01T23:00:00.000Z"],
    ["2026-11-01T23:00:00Z", "Sun 1 Nov 6:00 PM EST", false, "2026-11-08T20:00:00.000Z"],
  ] as const)("at %s (%s) live is %s, next switch %s", async (when, _buffalo, live, next) => {
    at(when);
    expect(await status()).toMatchObject({ isLive: live, changesAt: next });
  });

  it("lets staff set other weekly times; each start and end is Buffalo wall-clock time in both seasons", async () => {
    at("2026-03-04T12:00:00Z"); // Wednesday 7:00 AM EST
    const saved = await save({
      schedule: [
        { day: 0, start: "15:00", end: "18:00" },
        { day: 3, start: "19:00", end: "20:30" }, // Wednesday prayer evening
      ],
    });
    expect(saved.schedule).toHaveLength(2);
    expect(await status()).toMatchObject({ isLive: false, changesAt: "2026-03-05T00:00:00.000Z" });
    at("2026-03-05T00:10:00Z"); // Wed 7:10 PM EST
    expect((await status()).isLive).toBe(true);
    at("2026-03-12T00:40:00Z"); // Wed 11 March 8:40 PM EDT (7:40 PM had it been EST): after the slot
    expect((await status()).isLive).toBe(false);
    at("2026-03-11T23:10:00Z"); // Wed 11 March 7:10 PM EDT
    expect(await status()).toMatchObject({ isLive: true, changesAt: "2026-03-12T00:30:00.000Z" });
  });

  it("forces live until the end of the Buffalo day, never longer", async () => {
    at("2026-11-03T15:00:00Z"); // Tuesday 10:00 AM EST
    const forced = await save({ override: "live" });
    expect(forced).toMatchObject({
      isLive: true,
      override: "live",
      overrideUntil: "2026-11-04T05:00:00.000Z", // midnight EST
      changesAt: "2026-11-04T05:00:00.000Z",
    });
    // Saving the form again (other fields) keeps the same end.
    at("2026-11-03T20:00:00Z");
    expect((await save({ override: "live", streamTitle: "Funeral service" })).overrideUntil).toBe(
      "2026-11-04T05:00:00.000Z",
    );
    at("2026-11-04T04:59:00Z");
    expect((await status()).isLive).toBe(true);
    at("2026-11-04T05:00:00Z");
    expect(await status()).toMatchObject({ isLive: false, changesAt: "2026-11-08T20:00:00.000Z" });
    const cookie = await signIn("content_editor");
    const settings = liveStreamSettingsSchema.parse(
      (await call("GET", "/api/live-stream/settings", { cookie })).body,
    );
    expect(settings).toMatchObject({ override: null, overrideUntil: null });
  });

  it("ends a forced live at the end of the service it started in, and a forced off with it too", async () => {
    // Forced off the evening before the spring-forward Sunday: ends at midnight, not with Sunday's service.
    at("2026-03-08T04:00:00Z"); // Saturday 7 March 11:00 PM EST
    expect((await save({ override: "off" })).overrideUntil).toBe("2026-03-08T05:00:00.000Z");
    // Back to the schedule at once.
    expect((await save({ override: "schedule" })).override).toBeNull();
    at("2026-03-08T20:00:00Z"); // Sunday 4:00 PM EDT
    expect((await save({ override: "live" })).overrideUntil).toBe("2026-03-08T22:00:00.000Z");
    const off = await save({ override: "off" });
    expect(off).toMatchObject({ isLive: false, overrideUntil: "2026-03-08T22:00:00.000Z" });
    at("2026-03-15T19:00:00Z"); // next Sunday 3:00 PM EDT: the schedule again
    expect((await status()).isLive).toBe(true);
  });

  it("refuses a slot that ends before it starts or a time that is not HH:MM, naming the field", async () => {
    for (const [slot, field] of [
      [{ day: 0, start: "18:00", end: "15:00" }, "schedule.0.end"],
      [{ day: 0, start: "3 PM", end: "18:00" }, "schedule.0.start"],
      [{ day: 7, start: "15:00", end: "18:00" }, "schedule.0.day"],
    ] as const) {
      const result = await call("PUT", "/api/live-stream", { cookie: editor, body: { schedule: [slot] } });
      expect(result.status).toBe(400);
      expect(Object.keys((result.body as { error: { fields: object } }).error.fields)).toContain(field);
    }
  });

  it("drops the kept reads and pages at the switch moment", async () => {
    const { deps } = await getTestApp();
    await status(); // the row exists
    // An override running out two seconds from now.
    await deps.db
      .update(liveStream)
      .set({ override: "live", overrideUntil: new Date(Date.now() + 2_000) })
      .where(eq(liveStream.id, 1));
    const invalidated: number[] = [];
    let follower = () => {};
    const stop = followLiveSwitches(deps, {
      invalidate: () => {
        invalidated.push(Date.now());
        follower();
      },
      onInvalidate: (listener) => {
        follower = listener;
        return () => {};
      },
    });
    const started = Date.now();
    await vi.waitFor(() => expect(invalidated).toHaveLength(1), { timeout: 6_000, interval: 100 });
    expect((invalidated[0] ?? 0) - started).toBeGreaterThanOrEqual(1_500);
    stop();
  });
});

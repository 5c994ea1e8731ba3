import { describe, expect, it } from "vitest";
import { formatDate } from "./calendar-text.ts";

describe("formatDate", () => {
  it("writes a calendar date in both languages and styles", () => {
    expect(formatDate("2026-11-15", "en")).toBe("November 15, 2026");
    expect(formatDate("2026-11-15", "sw")).toBe("15 Novemba 2026");
    expect(formatDate("2026-03-01", "sw", "medium")).toBe("1 Mac 2026");
    expect(formatDate("2026-11-15", "en", "full")).toBe("Sunday, November 15, 2026");
  });

  it("reads a moment as its date in Buffalo, not in UTC", () => {
    // 22:00 EST on 28 November is already the 29th in UTC.
    expect(formatDate("2026-11-29T03:00:00.000Z", "en", "medium")).toBe("Nov 28, 2026");
    // 20:30 EDT on 4 July.
    expect(formatDate("2026-07-05T00:30:00Z", "sw")).toBe("4 Julai 2026");
  });

  it("reads any language but Swahili as English, and leaves text that is no date as it is", () => {
    expect(formatDate("2026-11-15", "en-US", "medium")).toBe("Nov 15, 2026");
    expect(formatDate("soon", "sw")).toBe("soon");
  });
});

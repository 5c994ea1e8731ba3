import { describe, expect, it } from "vitest";
import { z } from "zod";
import { optionalImageUrl, tagsInput, translationsSchema } from "./content.ts";
import { addDays, localize, slugify } from "./content-utils.ts";
import { parseTimeOfDay, parseTimeRange } from "./swahili-clock.ts";

describe("content helpers", () => {
  it("slugifies titles: lower case, dashes, no accents", () => {
    expect(slugify("Walking in the Light!")).toBe("walking-in-the-light");
    expect(slugify("  Café & Fellowship -- Night ")).toBe("cafe-fellowship-night");
  });

  it("reads tags from a list or comma-separated text", () => {
    expect(tagsInput.parse("youth, prayer , ,youth")).toEqual(["youth", "prayer"]);
    expect(tagsInput.parse(["a", " b "])).toEqual(["a", "b"]);
    expect(tagsInput.parse(undefined)).toEqual([]);
  });

  it("uses the Swahili text where it exists and English otherwise", () => {
    const item = {
      title: "Sunday Worship",
      description: "Everyone welcome",
      translations: { sw: { title: "Ibada ya Jumapili", description: " " } },
    };
    expect(localize(item, "sw")).toMatchObject({
      title: "Ibada ya Jumapili",
      description: "Everyone welcome",
    });
    expect(localize(item, "en").title).toBe("Sunday Worship");
  });

  it("accepts partial translations only of the listed fields", () => {
    const schema = translationsSchema({ title: z.string() });
    expect(schema.parse({ sw: {} })).toEqual({ sw: {} });
    expect(schema.parse({ sw: { title: "Habari", other: "x" } })).toEqual({ sw: { title: "Habari" } });
  });

  it("reads times of day and ranges", () => {
    expect(parseTimeOfDay("9:00 AM")).toBe("09:00");
    expect(parseTimeOfDay("12:00 PM")).toBe("12:00");
    expect(parseTimeOfDay("12:30 AM")).toBe("00:30");
    expect(parseTimeOfDay("7:00 PM")).toBe("19:00");
    expect(parseTimeOfDay("19:00")).toBeNull();
    expect(parseTimeRange("3:00 PM - 6:00 PM")).toEqual({ start: "15:00", end: "18:00" });
    expect(parseTimeRange("6:30 PM")).toEqual({ start: "18:30", end: null });
    expect(parseTimeRange("All day")).toBeNull();
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("accepts web links and site paths as images, never script links", () => {
    expect(optionalImageUrl.parse("/images/hero.jpg")).toBe("/images/hero.jpg");
    expect(optionalImageUrl.parse("")).toBeNull();
    expect(optionalImageUrl.safeParse("javascript:alert(1)").success).toBe(false);
    // A browser reads these as links to another site, not paths on this one.
    for (const other of [
      "//evil.example/x.png",
      "/\\evil.example/x.png",
      "/images\\..\\x.png",
      "/a\u0000b",
      "/\tx",
    ]) {
      expect(optionalImageUrl.safeParse(other).success, other).toBe(false);
    }
  });
});

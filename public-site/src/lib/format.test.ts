import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, formatMonth, formatWholeDollars, weekdayNames } from "./format.ts";

const locales = { en: "en-US", sw: "sw-KE" } as const;
const languages = ["en", "sw"] as const;

describe("formatWholeDollars", () => {
  it("writes whole dollars exactly as Intl does, in both languages", () => {
    for (const language of languages) {
      for (const amount of [-25, 0, 5, 25, 100, 500, 999, 1000, 12_500, 250_000, 1_234_567]) {
        expect(formatWholeDollars(amount, language), `${language} ${amount}`).toBe(
          formatMoney(amount, language, 0),
        );
      }
    }
  });
});

describe("calendar dates, written out", () => {
  it("are what Intl writes, for every day of 2024-2031 in both languages and every style", () => {
    for (const language of languages) {
      const intl = (style: "long" | "medium" | "full") =>
        new Intl.DateTimeFormat(locales[language], { dateStyle: style, timeZone: "UTC" });
      const styles = { long: intl("long"), medium: intl("medium"), full: intl("full") };
      const month = new Intl.DateTimeFormat(locales[language], {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
      for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2032, 0, 1); day += 86_400_000) {
        const date = new Date(day);
        const iso = date.toISOString().slice(0, 10);
        for (const style of ["long", "medium", "full"] as const) {
          expect(formatDate(iso, language, style), `${language} ${style} ${iso}`).toBe(
            styles[style].format(new Date(`${iso}T12:00:00Z`)),
          );
        }
        if (date.getUTCDate() === 1) {
          expect(formatMonth(date.getUTCFullYear(), date.getUTCMonth(), language)).toBe(month.format(date));
        }
      }
    }
  });

  it("name the weekdays as Intl does, with Swahili's usual three-letter short names", () => {
    const sunday = Date.UTC(2026, 10, 1);
    for (const language of languages) {
      const long = new Intl.DateTimeFormat(locales[language], { weekday: "long", timeZone: "UTC" });
      expect(weekdayNames(language, "long")).toEqual(
        Array.from({ length: 7 }, (_, day) => long.format(new Date(sunday + day * 86_400_000))),
      );
    }
    const short = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });
    expect(weekdayNames("en")).toEqual(
      Array.from({ length: 7 }, (_, day) => short.format(new Date(sunday + day * 86_400_000))),
    );
    expect(weekdayNames("sw")).toEqual(["Jpl", "Jtt", "Jnn", "Jtn", "Alh", "Iju", "Jmo"]);
  });

  it("keeps what is not a date as it is", () => {
    expect(formatDate("soon", "en")).toBe("soon");
  });
});

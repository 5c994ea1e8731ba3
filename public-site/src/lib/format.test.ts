import { describe, expect, it } from "vitest";
import { formatMoney, formatWholeDollars } from "./format.ts";

describe("formatWholeDollars", () => {
  it("writes whole dollars exactly as Intl does, in both languages", () => {
    for (const language of ["en", "sw"] as const) {
      for (const amount of [-25, 0, 5, 25, 100, 500, 999, 1000, 12_500, 250_000, 1_234_567]) {
        expect(formatWholeDollars(amount, language), `${language} ${amount}`).toBe(
          formatMoney(amount, language, 0),
        );
      }
    }
  });
});

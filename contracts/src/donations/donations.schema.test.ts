import { describe, expect, it } from "vitest";
import {
  donationFunds,
  donationKindLabel,
  donationMessages,
  presetDonationAmounts,
} from "./donations.constants.ts";
import {
  donationOrderInputSchema,
  inDonationPeriod,
  processDonationInputSchema,
} from "./donations.schema.ts";

const gift = { amount: 50, donorName: "John Miller", donorEmail: "john@example.com", type: "one-time" };

describe("donation form", () => {
  it("keeps the spec's presets and funds", () => {
    expect(presetDonationAmounts).toEqual([25, 50, 100, 250, 500]);
    expect(donationFunds).toEqual([
      "general",
      "tithe",
      "building",
      "swahili-bibles",
      "refugee-support",
      "community-outreach",
      "youth-ministry",
      "missions",
    ]);
  });

  it("takes a one-time gift without a frequency, in the general fund by default", () => {
    expect(donationOrderInputSchema.parse(gift)).toMatchObject({
      frequency: null,
      category: "general",
      note: null,
    });
  });

  it("requires a frequency for recurring gifts and tithes", () => {
    for (const type of ["recurring", "tithe"]) {
      const result = donationOrderInputSchema.safeParse({ ...gift, type });
      expect(result.error?.issues[0]).toMatchObject({
        path: ["frequency"],
        message: donationMessages.frequencyRequired,
      });
      expect(donationOrderInputSchema.safeParse({ ...gift, type, frequency: "monthly" }).success).toBe(true);
    }
  });

  it("needs at least $1.00 in whole cents", () => {
    expect(donationOrderInputSchema.safeParse({ ...gift, amount: 0.5 }).error?.issues[0]?.message).toBe(
      donationMessages.amountMin,
    );
    expect(donationOrderInputSchema.safeParse({ ...gift, amount: 10.005 }).success).toBe(false);
    expect(donationOrderInputSchema.safeParse({ ...gift, amount: 10.01 }).success).toBe(true);
  });

  it("records a capture only with the payment order id", () => {
    expect(processDonationInputSchema.safeParse(gift).success).toBe(false);
    expect(
      processDonationInputSchema.safeParse({ ...gift, paypalOrderId: "5O190127TN364715T" }).success,
    ).toBe(true);
  });
});

describe("donation periods", () => {
  const now = new Date("2026-11-21T15:00:00Z");

  it("today is the same calendar day in Buffalo", () => {
    expect(inDonationPeriod("2026-11-21T06:00:00Z", "today", now)).toBe(true);
    // 03:00 UTC on the 21st is still the 20th in Buffalo.
    expect(inDonationPeriod("2026-11-21T03:00:00Z", "today", now)).toBe(false);
  });

  it("week is the last 7 days and month the same calendar month", () => {
    expect(inDonationPeriod("2026-11-15T16:00:00Z", "week", now)).toBe(true);
    expect(inDonationPeriod("2026-11-14T14:00:00Z", "week", now)).toBe(false);
    expect(inDonationPeriod("2026-11-01T12:00:00Z", "month", now)).toBe(true);
    expect(inDonationPeriod("2026-10-31T12:00:00Z", "month", now)).toBe(false);
    expect(inDonationPeriod("2020-01-01T12:00:00Z", "all", now)).toBe(true);
  });

  it("says what a gift is in words: 'Tithe, monthly', 'One-time', in Swahili too", () => {
    expect(donationKindLabel({ type: "tithe", frequency: "monthly" }, "en")).toBe("Tithe, monthly");
    expect(donationKindLabel({ type: "recurring", frequency: "weekly" }, "sw")).toBe(
      "Ya kujirudia, kila wiki",
    );
    expect(donationKindLabel({ type: "one-time", frequency: null }, "en")).toBe("One-time");
  });
});

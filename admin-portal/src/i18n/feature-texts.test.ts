import { missingKeys } from "@church/ui-kit";
import { describe, expect, it } from "vitest";
import { analyticsEn, analyticsSw } from "../features/analytics/analytics.i18n.ts";
import { contentEn, contentSw } from "../features/content/content.i18n.ts";
import { dashboardEn, dashboardSw } from "../features/dashboard/dashboard.i18n.ts";
import { mediaEn, mediaSw } from "../features/media/media.i18n.ts";
import { meetingsEn, meetingsSw } from "../features/meetings/meetings.i18n.ts";
import { newsletterEn, newsletterSw } from "../features/outreach/newsletter.i18n.ts";
import { outreachEn, outreachSw } from "../features/outreach/outreach.i18n.ts";

// The app reads every feature's texts here; the features themselves never import each other.
describe("dashboard tab translations", () => {
  it.each([
    ["dashboard", dashboardEn, dashboardSw],
    ["content", contentEn, contentSw],
    ["media", mediaEn, mediaSw],
    ["outreach", outreachEn, outreachSw],
    ["newsletter", newsletterEn, newsletterSw],
    ["analytics", analyticsEn, analyticsSw],
    ["meetings", meetingsEn, meetingsSw],
  ])("%s has every English key in Swahili and back, with real Swahili", (_, en, sw) => {
    expect(missingKeys(en, sw)).toEqual([]);
    expect(missingKeys(sw, en)).toEqual([]);
    expect(JSON.stringify(sw)).not.toEqual(JSON.stringify(en));
  });
});

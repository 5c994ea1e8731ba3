import { describe, expect, it } from "vitest";
import { z } from "zod";
import { audioServiceSchema } from "../audio-services/audio-services.schema.ts";
import { churchInfo } from "../common/church-info.ts";
import { eventSchema } from "../events/events.schema.ts";
import { partnershipSchema } from "../partnerships/partnerships.schema.ts";
import { siteContentItemSchema, siteSections } from "../site-content/site-content.schema.ts";
import { audioServicesSeed } from "./audio-services.seed.ts";
import { buildSampleEvents } from "./events.seed.ts";
import { partnershipsSeed } from "./partnerships.seed.ts";
import { siteContentSeed } from "./site-content.seed.ts";

describe("church info", () => {
  it("uses clearly fictional contact details in Buffalo, NY", () => {
    expect(churchInfo.phone).toMatch(/^716-555-01\d\d$/);
    expect(churchInfo.pastor.phone).toMatch(/^716-555-01\d\d$/);
    expect(churchInfo.email).toMatch(/@[a-z-]+\.example$/);
    expect(churchInfo.addressLine).toContain("Buffalo, NY");
    expect(churchInfo.service.text).toBe("Every Sunday, 3:00 PM to 6:00 PM");
  });
});

describe("seed data", () => {
  it("has the three partnerships: Congo mission, children's education, local Quaker group", () => {
    expect(z.array(partnershipSchema).parse(partnershipsSeed)).toHaveLength(3);
    expect(partnershipsSeed[0]?.location).toContain("Democratic Republic of Congo");
    expect(partnershipsSeed[1]?.description).toMatch(/children's education/);
    expect(partnershipsSeed[2]?.description).toMatch(/Quaker group/);
    for (const partnership of partnershipsSeed) {
      expect(partnership.translations?.sw?.description, partnership.name).toBeTruthy();
    }
  });

  it("has six sample sermons that match the audio entity", () => {
    expect(z.array(audioServiceSchema).parse(audioServicesSeed)).toHaveLength(6);
    expect(new Set(audioServicesSeed.map((a) => a.id)).size).toBe(6);
  });

  it("has three upcoming sample events: worship, men's ministry (25), food drive (50)", () => {
    const events = z.array(eventSchema).parse(buildSampleEvents("2026-11-21", "2026-11-21T12:00:00.000Z"));
    expect(events.map((e) => [e.category, e.maxAttendees])).toEqual([
      ["worship", null],
      ["fellowship", 25],
      ["outreach", 50],
    ]);
    expect(events.every((e) => e.date >= "2026-11-21")).toBe(true);
    const worship = events[0];
    expect(worship?.date).toBe("2026-11-22");
    expect(worship?.startDateTime).toBe("2026-11-22T15:00:00-05:00");
    expect(worship?.time).toBe("3:00 PM - 6:00 PM");
  });

  it("dates summer events in daylight time", () => {
    const [worship] = buildSampleEvents("2026-07-01");
    expect(worship?.startDateTime).toBe("2026-07-05T15:00:00-04:00");
  });

  it("has 15 default site-content items over all eight sections, each key once per section", () => {
    const items = z.array(siteContentItemSchema).parse(siteContentSeed);
    expect(items).toHaveLength(15);
    expect(new Set(items.map((i) => i.section))).toEqual(new Set(siteSections));
    expect(new Set(items.map((i) => `${i.section}/${i.key}`)).size).toBe(15);
    expect(new Set(items.map((i) => i.id)).size).toBe(15);
  });

  it("keeps the spec's conflicting service times in site content", () => {
    const services = siteContentSeed.filter((i) => i.section === "services").map((i) => i.content);
    expect(services).toEqual(["Sunday 10:30 AM", "Sunday 2:30 PM"]);
  });

  it("uses churchInfo for the contact items", () => {
    const contact = Object.fromEntries(
      siteContentSeed.filter((i) => i.section === "contact").map((i) => [i.key, i.content]),
    );
    expect(contact).toEqual({
      address: churchInfo.addressLine,
      phone: churchInfo.phone,
      email: churchInfo.email,
    });
  });
});

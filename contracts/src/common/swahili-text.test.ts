import { describe, expect, it } from "vitest";
import { missingSwahili } from "./content-utils.ts";
import { swahiliTimeText } from "./swahili-clock.ts";
import { tagLabel, tagText } from "./tag-labels.ts";

describe("swahiliTimeText", () => {
  it("writes clock times in Swahili time and weekdays in Swahili, never doubling saa", () => {
    expect(swahiliTimeText("Sunday 3:00 PM - 6:00 PM EST")).toBe(
      "Jumapili saa 9:00 alasiri - saa 12:00 jioni EST",
    );
    expect(swahiliTimeText("saa 11:00 AM")).toBe("saa 5:00 asubuhi");
    expect(swahiliTimeText("Saa 9:00 alasiri - 12:00 jioni")).toBe("Saa 9:00 alasiri - 12:00 jioni");
    expect(swahiliTimeText("Wednesdays 7:00pm")).toBe("Jumatano saa 1:00 usiku");
  });

  it("reads the small hours as night and dawn, as a Buffalo evening reads in Nairobi", () => {
    expect(swahiliTimeText("11:00 PM - 2:00 AM")).toBe("saa 5:00 usiku - saa 8:00 usiku");
    expect(swahiliTimeText("4:30 AM")).toBe("saa 10:30 alfajiri");
    expect(swahiliTimeText("6:00 AM")).toBe("saa 12:00 asubuhi");
  });
});

describe("missingSwahili", () => {
  it("names each field with English text and no Swahili text", () => {
    const item = {
      title: "Food Drive",
      description: "Bring cans.",
      location: "",
      translations: { sw: { title: "Mchango wa Chakula", description: " " } },
    };
    expect(missingSwahili(item, ["title", "description", "location"])).toEqual(["description"]);
    expect(
      missingSwahili(
        { ...item, translations: { sw: { ...item.translations.sw, description: "Leta makopo." } } },
        ["title", "description", "location"],
      ),
    ).toEqual([]);
  });
});

describe("tagText", () => {
  it("gives a Swahili page the name staff gave a tag over the built-in one, whatever the tag's case", () => {
    expect(tagText("Harvest", "sw", { harvest: "mavuno" })).toEqual({ text: "#mavuno", lang: undefined });
    expect(tagText("youth", "sw", { youth: "vijana-na-watoto" }).text).toBe("#vijana-na-watoto");
    expect(tagLabel("youth", "sw")).toBe("#vijana");
  });

  it("marks a tag nobody named as English on a Swahili page, and leaves English pages as typed", () => {
    expect(tagText("potluck", "sw")).toEqual({ text: "#potluck", lang: "en" });
    expect(tagText("youth", "en", { youth: "vijana" })).toEqual({ text: "#youth", lang: undefined });
  });
});

import { describe, expect, it } from "vitest";
import { swahiliForms, swahiliTsQuery } from "./swahili-forms.ts";

describe("Swahili word forms", () => {
  it("pairs the noun-class prefixes and the infinitive", () => {
    expect(swahiliForms("kijana")).toContain("vijana");
    expect(swahiliForms("Vijana")).toContain("kijana");
    expect(swahiliForms("mtoto")).toContain("watoto");
    expect(swahiliForms("watoto")).toContain("mtoto");
    expect(swahiliForms("mwalimu")).toContain("walimu");
    expect(swahiliForms("chakula")).toContain("vyakula");
    expect(swahiliForms("maombi")).toContain("ombi");
    expect(swahiliForms("ombi")).toContain("maombi");
    expect(swahiliForms("kutoa")).toContain("toa");
    expect(swahiliForms("toa")).toEqual(["toa"]);
  });

  it("leaves short stems alone", () => {
    expect(swahiliForms("kula")).toEqual(["kula"]);
    expect(swahiliForms("mama")).toEqual(["mama"]);
  });

  it("builds a query of letters and digits only, every word required, long forms as prefixes", () => {
    expect(swahiliTsQuery("Vijana 8")).toBe("(vijana:* | kijana:*) & (8)");
    expect(swahiliTsQuery("it's: 'a' & | !")).toBe("(it) & (s) & (a)");
    expect(swahiliTsQuery("?!")).toBe("");
  });
});

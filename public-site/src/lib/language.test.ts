import { describe, expect, it } from "vitest";
import { pathIn, splitLanguage } from "./language.ts";

describe("language of an address", () => {
  it("reads Swahili from the /sw prefix and English from anything else", () => {
    expect(splitLanguage("/sw/events")).toEqual({ language: "sw", path: "/events" });
    expect(splitLanguage("/sw/")).toEqual({ language: "sw", path: "/" });
    expect(splitLanguage("/sw")).toEqual({ language: "sw", path: "/" });
    expect(splitLanguage("/events")).toEqual({ language: "en", path: "/events" });
    // A page whose name merely starts with "sw" is English.
    expect(splitLanguage("/swahili-class")).toEqual({ language: "en", path: "/swahili-class" });
  });

  it("builds the twin addresses, the Swahili home page with its slash", () => {
    expect(pathIn("sw", "/events")).toBe("/sw/events");
    expect(pathIn("sw", "/")).toBe("/sw/");
    expect(pathIn("en", "/events")).toBe("/events");
    for (const path of ["/", "/about/mission", "/articles/a-b"]) {
      expect(splitLanguage(pathIn("sw", path)).path).toBe(path);
    }
  });
});

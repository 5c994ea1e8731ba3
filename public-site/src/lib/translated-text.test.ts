import { describe, expect, it } from "vitest";
import { translatedText } from "./translated-text.ts";

const stream = {
  streamTitle: "Sunday Worship Service",
  streamDescription: "Join us",
  translations: { sw: { streamTitle: "Ibada ya Jumapili", streamDescription: "  " } },
};

describe("translatedText", () => {
  it("gives a Swahili page the Swahili text staff wrote", () => {
    expect(translatedText(stream, "streamTitle", "sw")).toEqual({
      text: "Ibada ya Jumapili",
      lang: undefined,
    });
  });

  it("falls back to the English text marked as English when the Swahili one is missing or blank", () => {
    expect(translatedText(stream, "streamDescription", "sw")).toEqual({ text: "Join us", lang: "en" });
    expect(translatedText({ ...stream, translations: {} }, "streamTitle", "sw")).toEqual({
      text: "Sunday Worship Service",
      lang: "en",
    });
  });

  it("gives an English page the English text without a language mark", () => {
    expect(translatedText(stream, "streamTitle", "en")).toEqual({
      text: "Sunday Worship Service",
      lang: undefined,
    });
  });
});

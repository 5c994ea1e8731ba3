import { describe, expect, it } from "vitest";
import { parseYouTubeId } from "./videos.constants.ts";
import { videoInputSchema, videoMessages, youtubeThumbnailUrl } from "./videos.schema.ts";

describe("parseYouTubeId", () => {
  it.each([
    ["https://www.youtube.com/watch?v=abcDEF12_-3", "abcDEF12_-3"],
    ["https://youtube.com/watch?feature=share&v=abcDEF12_-3&t=42", "abcDEF12_-3"],
    ["https://m.youtube.com/watch?v=abcDEF12_-3", "abcDEF12_-3"],
    ["https://youtu.be/abcDEF12_-3", "abcDEF12_-3"],
    ["https://youtu.be/abcDEF12_-3?si=tracking", "abcDEF12_-3"],
    ["https://www.youtube.com/embed/abcDEF12_-3", "abcDEF12_-3"],
    ["https://www.youtube-nocookie.com/embed/abcDEF12_-3?rel=0", "abcDEF12_-3"],
    ["https://www.youtube.com/v/abcDEF12_-3", "abcDEF12_-3"],
    ["youtu.be/abcDEF12_-3", "abcDEF12_-3"],
    ["abcDEF12_-3", "abcDEF12_-3"],
    ["  abcDEF12_-3  ", "abcDEF12_-3"],
  ])("reads %s", (input, id) => {
    expect(parseYouTubeId(input)).toBe(id);
  });

  it.each([
    ["too short", "abcDEF12"],
    ["too long", "abcDEF12_-34"],
    ["a bad character", "abcDEF12_-!"],
    ["another site", "https://vimeo.com/watch?v=abcDEF12_-3"],
    ["a channel link", "https://www.youtube.com/@amanifriends"],
    ["a watch link without an id", "https://www.youtube.com/watch?list=PL123"],
    ["empty text", ""],
  ])("refuses %s", (_, input) => {
    expect(parseYouTubeId(input)).toBeNull();
  });
});

describe("video form", () => {
  const base = { title: "Sunday Worship", date: "2026-11-15" };

  it("stores the id of a pasted link and defaults to recent-service", () => {
    const parsed = videoInputSchema.parse({ ...base, youtubeId: "https://youtu.be/abcDEF12_-3" });
    expect(parsed.youtubeId).toBe("abcDEF12_-3");
    expect(parsed.category).toBe("recent-service");
    expect(parsed.thumbnailUrl).toBeNull();
  });

  it("explains a bad id", () => {
    const result = videoInputSchema.safeParse({ ...base, youtubeId: "https://example.com/video" });
    expect(result.error?.issues[0]?.message).toBe(videoMessages.invalidId);
  });

  it("falls back to the provider's thumbnail", () => {
    expect(youtubeThumbnailUrl("abcDEF12_-3")).toBe("https://img.youtube.com/vi/abcDEF12_-3/hqdefault.jpg");
  });
});

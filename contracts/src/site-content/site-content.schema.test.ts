import { describe, expect, it } from "vitest";
import { siteContentSeed } from "../seed/site-content.seed.ts";
import {
  siteContentImportSchema,
  siteContentInputSchema,
  siteContentMessages,
} from "./site-content.schema.ts";

describe("site content", () => {
  it("requires section, key, title and content; the image must be a URL", () => {
    const result = siteContentInputSchema.safeParse({ imageUrl: "not a url" });
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(
      expect.arrayContaining(["section", "key", "title", "content", "imageUrl"]),
    );
  });

  it("imports a JSON array such as an export of the defaults", () => {
    expect(siteContentImportSchema.parse(siteContentSeed)).toHaveLength(15);
  });

  it("answers 'Invalid content format.' for anything but an array", () => {
    for (const bad of [{ items: [] }, "text", []]) {
      expect(siteContentImportSchema.safeParse(bad).error?.issues[0]?.message).toBe(
        siteContentMessages.invalidFormat,
      );
    }
  });
});

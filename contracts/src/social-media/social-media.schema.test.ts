import { describe, expect, it } from "vitest";
import { activeSocialLinks } from "./social-media.constants.ts";
import { socialMediaInputSchema, socialMediaMessages } from "./social-media.schema.ts";

const enabled = { instagram: false, facebook: false, whatsapp: true };

describe("social media settings", () => {
  it("takes a WhatsApp number as digits only with the country code", () => {
    expect(socialMediaInputSchema.parse({ whatsapp: "17165550142", enabled }).whatsapp).toBe("17165550142");
    for (const whatsapp of ["+1 716 555 0142", "716-555-0142", "0142"]) {
      expect(socialMediaInputSchema.safeParse({ whatsapp, enabled }).error?.issues[0]?.message).toBe(
        socialMediaMessages.whatsappDigits,
      );
    }
  });

  it("cannot switch on a link that is empty", () => {
    const result = socialMediaInputSchema.safeParse({ whatsapp: "", enabled });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["whatsapp"],
      message: socialMediaMessages.valueRequired,
    });
  });

  it("lists only enabled links, WhatsApp as a chat link", () => {
    const links = activeSocialLinks({
      instagram: "https://instagram.com/x",
      facebook: "https://facebook.com/x",
      whatsapp: "17165550142",
      enabled: { instagram: true, facebook: false, whatsapp: true },
    });
    expect(links).toEqual([
      { platform: "instagram", href: "https://instagram.com/x" },
      { platform: "whatsapp", href: "https://wa.me/17165550142" },
    ]);
  });
});

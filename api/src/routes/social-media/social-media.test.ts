import { socialMediaMessages, socialMediaSettingsSchema } from "@church/contracts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, signIn, testDriver, truncate } from "../../test/test-app.ts";

describe(`social media links [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(async () => {
    await truncate("social_media");
  });

  it("starts with every link empty and off", async () => {
    const settings = socialMediaSettingsSchema.parse((await call("GET", "/api/social-media")).body);
    expect(settings).toMatchObject({
      instagram: null,
      facebook: null,
      whatsapp: null,
      enabled: { instagram: false, facebook: false, whatsapp: false },
    });
  });

  it("saves the links staff enter and shows them to everyone", async () => {
    const body = {
      instagram: "https://www.instagram.com/amanifriends.example",
      facebook: "",
      whatsapp: "17165550142",
      enabled: { instagram: true, facebook: false, whatsapp: true },
    };
    expect((await call("PUT", "/api/social-media", { body })).status).toBe(401);
    expect((await call("PUT", "/api/social-media", { cookie: editor, body })).status).toBe(200);
    const settings = socialMediaSettingsSchema.parse((await call("GET", "/api/social-media")).body);
    expect(settings).toMatchObject({ ...body, facebook: null });
  });

  it("refuses a switched-on link without a value and a WhatsApp number with other characters", async () => {
    const bad = await call("PUT", "/api/social-media", {
      cookie: editor,
      body: { whatsapp: "+1 716-555", enabled: { instagram: true, facebook: false, whatsapp: false } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { whatsapp: socialMediaMessages.whatsappDigits } } });
    const off = await call("PUT", "/api/social-media", {
      cookie: editor,
      body: { enabled: { instagram: true, facebook: false, whatsapp: false } },
    });
    expect(off.body).toMatchObject({ error: { fields: { instagram: socialMediaMessages.valueRequired } } });
  });
});

import { z } from "zod";
import { optionalWebUrl } from "../common/content.ts";
import { isoDateTime } from "../common/primitives.ts";
import { socialPlatforms } from "./social-media.constants.ts";

export const socialMediaMessages = {
  none: "No active social media links",
  updateError: "Failed to update social media settings",
  saved: "Social media settings saved",
  whatsappDigits: "Enter digits only, with the country code (e.g. 17165550142)",
  valueRequired: "Enter a link or number before turning it on",
} as const;

const enabledSchema = z.object({
  instagram: z.boolean(),
  facebook: z.boolean(),
  whatsapp: z.boolean(),
});

export const socialMediaSettingsSchema = z.object({
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  /** Digits only, with the country code. */
  whatsapp: z.string().nullable(),
  enabled: enabledSchema,
  updatedAt: isoDateTime,
});
export type SocialMediaSettings = z.infer<typeof socialMediaSettingsSchema>;

export const socialMediaInputSchema = z
  .object({
    instagram: optionalWebUrl,
    facebook: optionalWebUrl,
    whatsapp: z
      .string()
      .trim()
      .regex(/^$|^[1-9]\d{7,14}$/, { message: socialMediaMessages.whatsappDigits })
      .nullish()
      .transform((v) => v || null),
    enabled: enabledSchema,
  })
  .superRefine((value, ctx) => {
    for (const platform of socialPlatforms) {
      if (value.enabled[platform] && value[platform] === null) {
        ctx.addIssue({ code: "custom", message: socialMediaMessages.valueRequired, path: [platform] });
      }
    }
  });
export type SocialMediaFormValues = z.input<typeof socialMediaInputSchema>;
export type SocialMediaInput = z.output<typeof socialMediaInputSchema>;

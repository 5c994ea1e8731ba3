import { z } from "zod";
import { translationsSchema } from "../common/content.ts";
import { idSchema } from "../common/primitives.ts";

export const partnershipMessages = {
  imageUnavailable: "Partnership image not available",
} as const;

const partnershipTextFields = {
  name: z.string(),
  description: z.string(),
  detailedDescription: z.string(),
  location: z.string(),
  quote: z.object({ text: z.string(), reference: z.string() }),
  impactAreas: z.array(z.string()),
};

/** One of the three fixed partnerships (public-site.md section 3). */
export const partnershipSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  detailedDescription: z.string(),
  location: z.string(),
  website: z.url(),
  quote: z.object({ text: z.string(), reference: z.string() }),
  impactAreas: z.array(z.string()),
  imageUrl: z.string(),
  /** Style classes of the card (background and border colour). */
  backgroundClass: z.string(),
  borderClass: z.string(),
  translations: translationsSchema(partnershipTextFields).optional(),
});
export type Partnership = z.infer<typeof partnershipSchema>;

export const partnershipsResponseSchema = z.object({ partnerships: z.array(partnershipSchema) });

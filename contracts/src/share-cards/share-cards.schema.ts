import { z } from "zod";
import { languageSchema } from "../common/primitives.ts";
import { shareCardKinds } from "./share-cards.constants.ts";

export const shareCardParamsSchema = z.object({
  kind: z.enum(shareCardKinds),
  key: z.string().trim().min(1).max(200),
});

export const shareCardQuerySchema = z.object({
  lang: languageSchema.default("en"),
});

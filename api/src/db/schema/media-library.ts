import type { MediaVariant } from "@church/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { timestamps } from "./columns.ts";

/**
 * The pictures of the media library. The upload itself is not kept: only its WebP variants, in the
 * object storage under media/<id>/<slot>.webp (`variants` lists them, smallest first). Alt text in
 * both languages; a form may use the picture only when both are given.
 */
export const mediaItems = pgTable(
  "media_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileName: text("file_name").notNull(),
    originalBytes: integer("original_bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type<Array<MediaVariant & { key: string; bytes: number }>>().notNull(),
    altEn: text("alt_en").notNull().default(""),
    altSw: text("alt_sw").notNull().default(""),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("media_items_created_idx").on(t.createdAt.desc()),
    check("media_items_size_check", sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

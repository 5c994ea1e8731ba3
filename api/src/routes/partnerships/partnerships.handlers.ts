import type { endpoints, Partnership } from "@church/contracts";
import { asc } from "drizzle-orm";
import { partnerships } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";

type PartnershipRow = typeof partnerships.$inferSelect;

export const toPartnership = (row: PartnershipRow): Partnership => ({
  id: row.id,
  name: row.name,
  description: row.description,
  detailedDescription: row.detailedDescription,
  location: row.location,
  website: row.website,
  quote: { text: row.quoteText, reference: row.quoteReference },
  impactAreas: row.impactAreas,
  imageUrl: row.imageUrl,
  backgroundClass: row.backgroundClass,
  borderClass: row.borderClass,
  translations: row.translations,
});

export function createPartnershipsHandlers({ db }: AppDeps) {
  const list: Handler<typeof endpoints.partnerships.list> = async () => {
    const rows = await db
      .select()
      .from(partnerships)
      .orderBy(asc(partnerships.position), asc(partnerships.name));
    return { partnerships: rows.map(toPartnership) };
  };
  return { list };
}

import type { endpoints, SocialMediaSettings } from "@church/contracts";
import { socialMedia } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";

type SocialMediaRow = typeof socialMedia.$inferSelect;

const toSettings = (row: SocialMediaRow): SocialMediaSettings => ({
  instagram: row.instagram,
  facebook: row.facebook,
  whatsapp: row.whatsapp,
  enabled: { instagram: row.instagramEnabled, facebook: row.facebookEnabled, whatsapp: row.whatsappEnabled },
  updatedAt: row.updatedAt.toISOString(),
});

export function createSocialMediaHandlers({ db }: AppDeps) {
  /** The one settings row, created with its defaults (all links empty and off) when missing. */
  const current = async (): Promise<SocialMediaRow> => {
    const [row] = await db.select().from(socialMedia).limit(1);
    if (row) return row;
    await db.insert(socialMedia).values({ id: 1 }).onConflictDoNothing();
    const [created] = await db.select().from(socialMedia).limit(1);
    if (!created) throw new Error("social media settings row missing");
    return created;
  };

  const get: Handler<typeof endpoints.socialMedia.get> = async () => toSettings(await current());

  const update: Handler<typeof endpoints.socialMedia.update> = async ({ body, user }) => {
    const fields = {
      instagram: body.instagram,
      facebook: body.facebook,
      whatsapp: body.whatsapp,
      instagramEnabled: body.enabled.instagram,
      facebookEnabled: body.enabled.facebook,
      whatsappEnabled: body.enabled.whatsapp,
      updatedBy: user.id,
      updatedAt: new Date(),
    };
    const [row] = await db
      .insert(socialMedia)
      .values({ id: 1, ...fields })
      .onConflictDoUpdate({ target: socialMedia.id, set: fields })
      .returning();
    if (!row) throw new Error("social media settings not saved");
    return toSettings(row);
  };

  return { get, update };
}

import { z } from "zod";
import {
  type CampaignInput,
  campaignInputSchema,
  campaignResponseSchema,
} from "../campaigns/campaigns.schema.ts";
import { idSchema, isoDateTime } from "../common/primitives.ts";

/** Texts of the letters' drafts that the API answers with (the admin portal translates them). */
export const newsletterDraftMessages = {
  notFound: "This letter does not exist (it may have been deleted).",
  editedElsewhere: (name: string, at: string) =>
    `This letter was changed by ${name} (${at}) since you opened it, in another tab or by someone else. Your last changes were not saved over theirs.`,
  alreadySent: "This letter has been sent and can no longer be changed.",
  notScheduled: "This letter is not scheduled.",
  scheduleInPast: "Choose a time in the future",
} as const;

/**
 * A letter's state: `draft` while written, `scheduled` with a send time, `sending` once handed to the
 * campaign queue (by a staff member or the scheduler), `sent` when the queue has fanned it out.
 */
export const newsletterDraftStates = ["draft", "scheduled", "sending", "sent"] as const;
export const newsletterDraftStateSchema = z.enum(newsletterDraftStates);
export type NewsletterDraftState = z.infer<typeof newsletterDraftStateSchema>;

/**
 * One language's words while they are written: anything goes (an empty subject too) up to the
 * campaign's limits; the campaign's own rules apply when the letter is scheduled or sent.
 */
const letterTextSchema = z.object({
  subject: z.string().max(200),
  content: z.string().max(100_000),
});

/** What a draft holds: the composer's values, both languages always present (empty when unwritten). */
export const newsletterDraftContentSchema = z.object({
  subject: letterTextSchema.shape.subject,
  content: letterTextSchema.shape.content,
  translations: z.object({ sw: letterTextSchema }),
});
export type NewsletterDraftContent = z.infer<typeof newsletterDraftContentSchema>;

export const emptyNewsletterDraft: NewsletterDraftContent = {
  subject: "",
  content: "",
  translations: { sw: { subject: "", content: "" } },
};

/** The draft's version as the editor last read it: a save over a newer one answers 409. */
const versionSchema = z.number().int().min(1);

export const newsletterDraftSchema = newsletterDraftContentSchema.extend({
  id: idSchema,
  state: newsletterDraftStateSchema,
  /** Goes up by one on every save; the autosave sends the one it last read. */
  version: versionSchema,
  /** When the scheduler sends it (Buffalo time in the apps); null unless scheduled or sent so. */
  scheduledAt: isoDateTime.nullable(),
  /** Who saved it last (null when that account was deleted). */
  updatedBy: z.object({ id: idSchema, name: z.string() }).nullable(),
  updatedAt: isoDateTime,
  createdAt: isoDateTime,
  /** The campaign it became once sent. */
  campaignId: idSchema.nullable(),
});
export type NewsletterDraft = z.infer<typeof newsletterDraftSchema>;

export const newsletterDraftResponseSchema = z.object({ draft: newsletterDraftSchema });
export const newsletterDraftsListResponseSchema = z.object({ drafts: z.array(newsletterDraftSchema) });

export const newsletterDraftSaveSchema = newsletterDraftContentSchema.extend({ version: versionSchema });
export type NewsletterDraftSave = z.infer<typeof newsletterDraftSaveSchema>;

export const newsletterDraftScheduleSchema = z.object({
  version: versionSchema,
  scheduledAt: isoDateTime,
});
export type NewsletterDraftSchedule = z.infer<typeof newsletterDraftScheduleSchema>;

export const newsletterDraftVersionSchema = z.object({ version: versionSchema });

/** Sent now: the campaign it became (as the campaigns list shows it) and the letter, now `sending`. */
export const newsletterDraftSentSchema = campaignResponseSchema.extend({ draft: newsletterDraftSchema });

/**
 * The campaign a letter becomes, checked by the campaign's own rules (a subject, a text, a Swahili
 * version whole or empty), or the fields that stop it, named as the composer names them.
 */
export function campaignOfDraft(
  draft: NewsletterDraftContent,
): { campaign: CampaignInput } | { fields: Record<string, string> } {
  const parsed = campaignInputSchema.safeParse(draft);
  if (parsed.success) return { campaign: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join(".")] ??= issue.message;
  return { fields };
}

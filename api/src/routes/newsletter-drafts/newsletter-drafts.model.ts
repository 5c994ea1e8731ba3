import type { NewsletterDraft, NewsletterDraftContent } from "@church/contracts";
import type { newsletterDrafts } from "../../db/schema.ts";
import { sanitizeRichText } from "../shared/rich-text.ts";

type DraftRow = typeof newsletterDrafts.$inferSelect;

export const toNewsletterDraft = (row: DraftRow, editorName: string | null): NewsletterDraft => ({
  id: row.id,
  subject: row.subject,
  content: row.content,
  translations: row.translations,
  state: row.state,
  version: row.version,
  scheduledAt: row.scheduledAt?.toISOString() ?? null,
  updatedBy: row.updatedBy && editorName !== null ? { id: row.updatedBy, name: editorName } : null,
  updatedAt: row.updatedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  campaignId: row.campaignId,
});

/**
 * The words as stored: HTML sanitised on every save, the way articles are, so whatever sends the
 * letter later (a staff member, the scheduler) sends it as stored.
 */
export const cleanedDraft = (body: NewsletterDraftContent): NewsletterDraftContent => ({
  subject: body.subject,
  content: sanitizeRichText(body.content),
  translations: {
    sw: { subject: body.translations.sw.subject, content: sanitizeRichText(body.translations.sw.content) },
  },
});

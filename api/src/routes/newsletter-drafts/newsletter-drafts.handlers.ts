import {
  campaignMessages,
  campaignOfDraft,
  easternZoneName,
  type endpoints,
  newsletterDraftMessages,
} from "@church/contracts";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newsletterDrafts, users } from "../../db/schema.ts";
import { churchClock } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import { conflict, notFound, validationError } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { getNewsletterSender } from "../../services/campaigns/campaigns.sender.ts";
import { startCampaign } from "../../services/campaigns/campaigns.start.ts";
import { toCampaign } from "../campaigns/campaigns.model.ts";
import { cleanedDraft, toNewsletterDraft } from "./newsletter-drafts.model.ts";

/** A letter may change only until it is handed to the campaign queue. */
const editable = inArray(newsletterDrafts.state, ["draft", "scheduled"]);
const nextVersion = sql`${newsletterDrafts.version} + 1`;

async function readDraft(db: Db, id: string) {
  const [found] = await db
    .select({ row: newsletterDrafts, editorName: users.name })
    .from(newsletterDrafts)
    .leftJoin(users, eq(users.id, newsletterDrafts.updatedBy))
    .where(eq(newsletterDrafts.id, id));
  return found;
}

/**
 * Why a change by id and version matched no row: gone (404), already sent (409), or saved since by
 * someone (or another tab): 409 naming who and when, on the `version` field.
 */
async function refusal(db: Db, id: string) {
  const found = await readDraft(db, id);
  if (!found) return notFound(newsletterDraftMessages.notFound);
  if (found.row.state === "sending" || found.row.state === "sent") {
    return conflict(newsletterDraftMessages.alreadySent, { state: newsletterDraftMessages.alreadySent });
  }
  const at = found.row.updatedAt;
  const message = newsletterDraftMessages.editedElsewhere(
    found.editorName ?? "someone",
    `${churchClock(at)} ${easternZoneName(at.getTime())}`,
  );
  return conflict(message, { version: message });
}

export function createNewsletterDraftsHandlers(deps: AppDeps) {
  const { db } = deps;

  const answer = async (id: string) => {
    const found = await readDraft(db, id);
    if (!found) throw notFound(newsletterDraftMessages.notFound);
    return { draft: toNewsletterDraft(found.row, found.editorName) };
  };

  const list: Handler<typeof endpoints.newsletterDrafts.list> = async () => {
    const rows = await db
      .select({ row: newsletterDrafts, editorName: users.name })
      .from(newsletterDrafts)
      .leftJoin(users, eq(users.id, newsletterDrafts.updatedBy))
      .where(ne(newsletterDrafts.state, "sent"))
      .orderBy(desc(newsletterDrafts.updatedAt));
    return { drafts: rows.map((r) => toNewsletterDraft(r.row, r.editorName)) };
  };

  const create: Handler<typeof endpoints.newsletterDrafts.create> = async ({ body, user }) => {
    const [row] = await db
      .insert(newsletterDrafts)
      .values({ ...cleanedDraft(body), updatedBy: user.id })
      .returning();
    if (!row) throw new Error("newsletter_drafts: the insert returned no row");
    return { draft: toNewsletterDraft(row, user.name) };
  };

  const get: Handler<typeof endpoints.newsletterDrafts.get> = async ({ params }) => answer(params.id);

  const save: Handler<typeof endpoints.newsletterDrafts.save> = async ({ params, body, user }) => {
    const { version, ...content } = body;
    const [row] = await db
      .update(newsletterDrafts)
      .set({ ...cleanedDraft(content), version: nextVersion, updatedBy: user.id })
      .where(and(eq(newsletterDrafts.id, params.id), eq(newsletterDrafts.version, version), editable))
      .returning();
    if (!row) throw await refusal(db, params.id);
    return { draft: toNewsletterDraft(row, user.name) };
  };

  const remove: Handler<typeof endpoints.newsletterDrafts.remove> = async ({ params }) => {
    const [row] = await db
      .delete(newsletterDrafts)
      .where(and(eq(newsletterDrafts.id, params.id), editable))
      .returning({ id: newsletterDrafts.id });
    if (!row) throw await refusal(db, params.id);
    return { success: true as const };
  };

  const schedule: Handler<typeof endpoints.newsletterDrafts.schedule> = async ({ params, body, user }) => {
    const found = await readDraft(db, params.id);
    if (!found) throw notFound(newsletterDraftMessages.notFound);
    // Checked now, as a campaign, so a scheduled letter is one that can go out.
    const checked = campaignOfDraft(found.row);
    if ("fields" in checked) throw validationError(checked.fields);
    if (Date.parse(body.scheduledAt) <= Date.now()) {
      throw validationError({ scheduledAt: newsletterDraftMessages.scheduleInPast });
    }
    if (!(await getNewsletterSender(db))) throw conflict(campaignMessages.senderMissing);
    const [row] = await db
      .update(newsletterDrafts)
      .set({
        state: "scheduled",
        scheduledAt: new Date(body.scheduledAt),
        version: nextVersion,
        updatedBy: user.id,
      })
      .where(and(eq(newsletterDrafts.id, params.id), eq(newsletterDrafts.version, body.version), editable))
      .returning();
    if (!row) throw await refusal(db, params.id);
    return { draft: toNewsletterDraft(row, user.name) };
  };

  const unschedule: Handler<typeof endpoints.newsletterDrafts.unschedule> = async ({ params, user }) => {
    const [row] = await db
      .update(newsletterDrafts)
      .set({ state: "draft", scheduledAt: null, version: nextVersion, updatedBy: user.id })
      .where(and(eq(newsletterDrafts.id, params.id), eq(newsletterDrafts.state, "scheduled")))
      .returning();
    if (row) return { draft: toNewsletterDraft(row, user.name) };
    const found = await readDraft(db, params.id);
    if (!found) throw notFound(newsletterDraftMessages.notFound);
    throw conflict(newsletterDraftMessages.notScheduled, { state: newsletterDraftMessages.notScheduled });
  };

  const send: Handler<typeof endpoints.newsletterDrafts.send> = async ({ params, body, user }) => {
    const outcome = await db.transaction(async (tx) => {
      // The same claim as the scheduler's: whoever moves it out of draft/scheduled sends it, once.
      const [row] = await tx
        .update(newsletterDrafts)
        .set({ state: "sending", version: nextVersion, updatedBy: user.id })
        .where(and(eq(newsletterDrafts.id, params.id), eq(newsletterDrafts.version, body.version), editable))
        .returning();
      if (!row) return { refused: await refusal(tx, params.id) };
      const checked = campaignOfDraft(row);
      if ("fields" in checked) throw validationError(checked.fields);
      const started = await startCampaign(tx, checked.campaign, user.id);
      if ("refused" in started) throw conflict(started.refused);
      const [sent] = await tx
        .update(newsletterDrafts)
        .set({ campaignId: started.row.id })
        .where(eq(newsletterDrafts.id, row.id))
        .returning();
      return {
        draft: toNewsletterDraft(sent ?? row, user.name),
        campaign: toCampaign(started.row),
        message: campaignMessages.sentTo(started.row.recipients),
      };
    });
    if ("refused" in outcome) throw outcome.refused;
    return outcome;
  };

  return { list, create, get, save, remove, schedule, unschedule, send };
}

import {
  type endpoints,
  fieldErrors,
  type TextMessage,
  type TextMessageStatus,
  twilioInboundSchema,
  twilioStatusCallbackSchema,
} from "@church/contracts";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import { textConsents, textMessages, textOptOuts } from "../../db/schema.ts";
import type { AppDeps, AppEnv } from "../../lib/context.ts";
import { forbidden, validationError } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { createMessageProvider } from "../../services/text-messages/create-message-provider.ts";
import { optIn, optOut } from "../../services/text-messages/text-schedule.ts";

type Row = typeof textMessages.$inferSelect;

/** Twilio's words for a message's progress, in our statuses. */
const fromTwilio: Record<string, Exclude<TextMessageStatus, "scheduled" | "cancelled">> = {
  accepted: "queued",
  scheduled: "queued",
  queued: "queued",
  sending: "sent",
  sent: "sent",
  delivered: "delivered",
  read: "delivered",
  undelivered: "failed",
  failed: "failed",
  canceled: "failed",
};
/** Callbacks can arrive out of order: a status never moves back (delivered and failed are final). */
const rank: Record<TextMessageStatus, number> = {
  scheduled: 0,
  cancelled: 0,
  queued: 1,
  sent: 2,
  delivered: 3,
  failed: 3,
};

/** Twilio's reply words (its own opt-out and opt-in keywords) and the Swahili "stop" words. */
const stopWords = new Set([
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "OPTOUT",
  "REVOKE",
  "ACHA",
  "SITISHA",
]);
const startWords = new Set(["START", "UNSTOP", "YES"]);

const emptyTwiml = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

export function createTextMessagesHandlers(deps: AppDeps) {
  const { db, env } = deps;
  const provider = createMessageProvider(env);

  /**
   * Reads Twilio's form fields and checks the signature over all of them, with the address Twilio was
   * given (PUBLIC_BASE_URL + path and query): behind the gateway the request's own URL differs.
   */
  async function signedForm<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
    const form = await c.req.parseBody().catch(() => ({}));
    const params = Object.fromEntries(
      Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const url = new URL(c.req.url);
    if (
      !provider.verifyWebhook(
        `${env.PUBLIC_BASE_URL}${url.pathname}${url.search}`,
        params,
        c.req.header("x-twilio-signature"),
      )
    ) {
      throw forbidden("The webhook signature is missing or wrong");
    }
    const parsed = schema.safeParse(params);
    if (!parsed.success) throw validationError(fieldErrors(parsed.error.issues));
    return parsed.data;
  }

  const toMessage = (
    row: Row,
    subject: { rsvpId: string | null; meetingRequestId: string | null } | undefined,
  ): TextMessage => ({
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    to: row.toPhone,
    language: row.language,
    body: row.body,
    status: row.status,
    sendAt: row.sendAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    statusAt: row.statusAt.toISOString(),
    attempts: row.attempts,
    lastError: row.lastError,
    provider: row.provider,
    consentId: row.consentId,
    rsvpId: subject?.rsvpId ?? null,
    meetingRequestId: subject?.meetingRequestId ?? null,
    createdAt: row.createdAt.toISOString(),
  });

  const list: Handler<typeof endpoints.textMessages.list> = async ({ query }) => {
    const where = query.status ? eq(textMessages.status, query.status) : undefined;
    const [rows, totals, stops] = await Promise.all([
      db
        .select()
        .from(textMessages)
        .where(where)
        .orderBy(desc(textMessages.createdAt), desc(textMessages.sendAt))
        .limit(query.limit),
      db.select({ n: count() }).from(textMessages).where(where),
      db.select({ n: count() }).from(textOptOuts),
    ]);
    const consentIds = [...new Set(rows.map((r) => r.consentId))];
    const consents =
      consentIds.length > 0
        ? await db
            .select({
              id: textConsents.id,
              rsvpId: textConsents.rsvpId,
              meetingRequestId: textConsents.meetingRequestId,
            })
            .from(textConsents)
            .where(inArray(textConsents.id, consentIds))
        : [];
    const byId = new Map(consents.map((c) => [c.id, c]));
    return {
      messages: rows.map((row) => toMessage(row, byId.get(row.consentId))),
      total: Number(totals[0]?.n ?? 0),
      provider: provider.kind,
      optedOut: Number(stops[0]?.n ?? 0),
    };
  };

  const twilioStatus: Handler<typeof endpoints.textMessages.twilioStatus> = async ({ c }) => {
    const form = await signedForm(c, twilioStatusCallbackSchema);
    const status = fromTwilio[form.MessageStatus.toLowerCase()];
    if (!status) return { success: true as const };
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(textMessages)
        .where(eq(textMessages.providerSid, form.MessageSid))
        .for("update");
      if (!row || rank[status] <= rank[row.status]) return;
      await tx
        .update(textMessages)
        .set({
          status,
          statusAt: new Date(),
          ...(status === "failed"
            ? {
                lastError: `Twilio reported ${form.MessageStatus}${form.ErrorCode ? ` (error ${form.ErrorCode})` : ""}`,
              }
            : {}),
        })
        .where(and(eq(textMessages.id, row.id)));
    });
    return { success: true as const };
  };

  const twilioInbound: Handler<typeof endpoints.textMessages.twilioInbound> = async ({ c }) => {
    const form = await signedForm(c, twilioInboundSchema);
    const phone = form.From.replace(/^whatsapp:/, "");
    const word = form.Body.trim()
      .toUpperCase()
      .replace(/[^A-Z]/g, "");
    if (stopWords.has(word)) {
      const cancelled = await db.transaction((tx) => optOut(tx, phone, word));
      deps.logger.info({ cancelled }, "a number replied STOP: no more text messages to it");
    } else if (startWords.has(word)) {
      await optIn(db, phone);
    }
    return new Response(emptyTwiml, { headers: { "content-type": "text/xml; charset=utf-8" } });
  };

  return { list, twilioStatus, twilioInbound };
}

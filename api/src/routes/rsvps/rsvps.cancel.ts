import { type endpoints, eventMessages, rsvpMessages, textMessageNotes } from "@church/contracts";
import { eq } from "drizzle-orm";
import { events, rsvps } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";
import { lockEvent, promoteWaitlisted } from "../../services/events/rsvps.model.ts";
import { linkPage, type PageText } from "../../services/mail/link-page.ts";
import { verifyRsvpCancelToken } from "../../services/mail/links.ts";
import { cancelTexts } from "../../services/text-messages/text-schedule.ts";

const texts = {
  invalidTitle: { en: "Link not valid", sw: "Kiungo si sahihi" },
  invalid: { en: rsvpMessages.cancelInvalid, sw: "Kiungo hiki cha kughairi si sahihi." },
  question: { en: rsvpMessages.cancelQuestion, sw: "Ughairi usajili wako?" },
  button: { en: rsvpMessages.cancelButton, sw: "Ghairi usajili wangu" },
  doneTitle: { en: "RSVP cancelled", sw: "Usajili umeghairiwa" },
  done: {
    en: rsvpMessages.cancelled,
    sw: "Usajili wako umeghairiwa. Asante kwa kutujulisha.",
  },
  already: { en: rsvpMessages.alreadyCancelled, sw: "Usajili huu ulikuwa umeshaghairiwa." },
} satisfies Record<string, PageText>;

const longDate = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );

const describe = (title: string, date: string): PageText => ({
  en: `${title}, ${longDate(date, "en-US")}. Press the button to cancel; if the event is full, your place goes to the first person on the waiting list.`,
  sw: `${title}, ${longDate(date, "sw-TZ")}. Bonyeza kitufe ili kughairi; tukio likiwa limejaa, nafasi yako itapewa mtu wa kwanza kwenye orodha ya kusubiri.`,
});

/**
 * The cancel link of an RSVP's e-mails: GET shows the RSVP and one button, POST cancels it and gives
 * the freed place to the waiting list (who is e-mailed, in the same transaction).
 */
export function createRsvpCancelHandlers(deps: AppDeps) {
  const { db, env } = deps;

  const cancelPage: Handler<typeof endpoints.rsvps.cancelPage> = async ({ query }) => {
    const id = verifyRsvpCancelToken(env, query.token);
    const [row] = id ? await db.select().from(rsvps).where(eq(rsvps.id, id)) : [];
    if (!row) return linkPage(texts.invalidTitle, texts.invalid, 400);
    if (row.status === "cancelled") return linkPage(texts.doneTitle, texts.already, 200);
    const [event] = await db.select({ title: events.title }).from(events).where(eq(events.id, row.eventId));
    return linkPage(texts.question, describe(event?.title ?? "", row.eventDate), 200, {
      action: `/api/rsvps/cancel?token=${encodeURIComponent(query.token)}`,
      button: texts.button,
    });
  };

  const cancelByLink: Handler<typeof endpoints.rsvps.cancelByLink> = async ({ query }) => {
    const id = verifyRsvpCancelToken(env, query.token);
    if (!id) return linkPage(texts.invalidTitle, texts.invalid, 400);
    const outcome = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(rsvps).where(eq(rsvps.id, id));
      if (!current) return "missing" as const;
      // The event's lock: the freed place and the waiting list's turn are one step.
      const event = await lockEvent(tx, current.eventId);
      if (!event) throw new Error(eventMessages.notFound);
      const [fresh] = await tx.select().from(rsvps).where(eq(rsvps.id, id));
      if (!fresh || fresh.status === "cancelled") return "already" as const;
      await tx.update(rsvps).set({ status: "cancelled" }).where(eq(rsvps.id, id));
      await cancelTexts(tx, { rsvpId: id }, textMessageNotes.rsvpCancelled);
      if (fresh.status === "confirmed") await promoteWaitlisted(deps, tx, event, fresh.eventDate);
      return "cancelled" as const;
    });
    if (outcome === "missing") return linkPage(texts.invalidTitle, texts.invalid, 400);
    return linkPage(texts.doneTitle, outcome === "already" ? texts.already : texts.done, 200);
  };

  return { cancelPage, cancelByLink };
}

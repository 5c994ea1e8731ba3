import { adminRowPath, type endpoints } from "@church/contracts";
import { and, eq } from "drizzle-orm";
import { meetingRequests } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";
import { linkPage, type PageText } from "../../services/mail/link-page.ts";
import { verifyMeetingProposalToken } from "../../services/mail/links.ts";
import { meetingAnswerMail, meetingProposalAcceptedPastorMail } from "../../services/mail/meeting-mail.ts";
import { enqueueMail } from "../../services/mail/outbox.ts";
import { meetingWhen } from "../../services/mail/templates.ts";
import { newVideoRoom } from "./meeting-requests.bookings.ts";
import { mailOf, meetingIcs, meetingIcsAttachments } from "./meeting-requests.handlers.ts";
import { queueMeetingTexts } from "./meeting-requests.texts.ts";

type Row = typeof meetingRequests.$inferSelect;

const texts = {
  invalidTitle: { en: "Link not valid", sw: "Kiungo si sahihi" },
  invalid: {
    en: "This link is not valid. Please reply to the pastor's e-mail instead.",
    sw: "Kiungo hiki si sahihi. Tafadhali jibu barua pepe ya mchungaji badala yake.",
  },
  goneTitle: { en: "This time is no longer on offer", sw: "Muda huu haupatikani tena" },
  gone: {
    en: "The pastor has changed this proposal, or its time has passed. Please look for his latest e-mail, or book another time on our website.",
    sw: "Mchungaji amebadilisha pendekezo hili, au muda wake umepita. Tafadhali tafuta barua pepe yake ya hivi karibuni, au chagua muda mwingine kwenye tovuti yetu.",
  },
  question: { en: "Accept the proposed time?", sw: "Kubali muda uliopendekezwa?" },
  button: { en: "Accept this time", sw: "Kubali muda huu" },
  doneTitle: { en: "Meeting confirmed", sw: "Mkutano umethibitishwa" },
} satisfies Record<string, PageText>;

const when = (row: Row, lang: "en" | "sw") =>
  meetingWhen(row.suggestedDate ?? "", row.suggestedTime ?? "", lang);

const proposalText = (row: Row): PageText => ({
  en: `Pastor Samuel proposes to meet you on ${when(row, "en")}. Press the button to accept it; you will get a confirmation e-mail with a calendar file.`,
  sw: `Mchungaji Samuel anapendekeza kukutana nawe ${when(row, "sw")}. Bonyeza kitufe kukubali; utapokea barua pepe ya uthibitisho yenye faili la kalenda.`,
});

const doneText = (row: Row): PageText => {
  const video = (label: string) => (row.videoLink ? ` ${label}: ${row.videoLink}` : "");
  return {
    en: `Your meeting with the pastor is confirmed for ${when(row, "en")}. A confirmation e-mail is on its way.${video("Video call link")}`,
    sw: `Mkutano wako na mchungaji umethibitishwa ${when(row, "sw")}. Barua pepe ya uthibitisho inakuja.${video("Kiungo cha simu ya video")}`,
  };
};

/**
 * The accept link of a proposed time (decision 039): GET shows the time and one button, POST accepts
 * it. A link is good while its proposal stands (a newer one voids it) and until its time has come.
 */
export function createProposalHandlers(deps: AppDeps) {
  const { db, env } = deps;
  const host = new URL(env.PUBLIC_BASE_URL).hostname;

  /** The request of a token and whether its proposal is still open, accepted already, or gone. */
  async function proposalOf(token: string) {
    const signed = verifyMeetingProposalToken(env, token);
    const [row] = signed
      ? await db.select().from(meetingRequests).where(eq(meetingRequests.id, signed.id))
      : [];
    if (!signed || !row) return { state: "invalid" as const };
    const same = row.proposedAt?.getTime() === signed.proposedAt.getTime();
    if (same && row.status === "accepted") return { state: "accepted" as const, row };
    if (!same || row.status !== "rescheduled" || signed.proposedAt.getTime() <= Date.now())
      return { state: "gone" as const, row };
    return { state: "open" as const, row, proposedAt: signed.proposedAt };
  }

  const proposalPage: Handler<typeof endpoints.meetingRequests.proposalPage> = async ({ query }) => {
    const found = await proposalOf(query.token);
    if (found.state === "invalid") return linkPage(texts.invalidTitle, texts.invalid, 400);
    if (found.state === "accepted") return linkPage(texts.doneTitle, doneText(found.row), 200);
    if (found.state === "gone") return linkPage(texts.goneTitle, texts.gone, 400);
    return linkPage(texts.question, proposalText(found.row), 200, {
      action: `/api/meeting-requests/proposal?token=${encodeURIComponent(query.token)}`,
      button: texts.button,
    });
  };

  const acceptProposal: Handler<typeof endpoints.meetingRequests.acceptProposal> = async ({ query }) => {
    const found = await proposalOf(query.token);
    if (found.state === "invalid") return linkPage(texts.invalidTitle, texts.invalid, 400);
    if (found.state === "accepted") return linkPage(texts.doneTitle, doneText(found.row), 200);
    if (found.state === "gone") return linkPage(texts.goneTitle, texts.gone, 400);
    const { row: current, proposedAt } = found;
    const row = await db.transaction(async (tx) => {
      // The proposal's status and instant in the update: accepted once, and only the proposal linked.
      const [accepted] = await tx
        .update(meetingRequests)
        .set({
          status: "accepted",
          heldSlot: proposedAt,
          videoLink: current.meetingFormat === "video" ? newVideoRoom() : null,
        })
        .where(
          and(
            eq(meetingRequests.id, current.id),
            eq(meetingRequests.status, "rescheduled"),
            eq(meetingRequests.proposedAt, proposedAt),
          ),
        )
        .returning();
      if (!accepted) return null;
      await queueMeetingTexts(tx, accepted, "meeting_accepted");
      const answer = meetingAnswerMail(accepted.language, {
        name: accepted.requesterName,
        action: "accept",
        message: "",
        requestedDate: accepted.suggestedDate ?? accepted.requestedDate,
        requestedTime: accepted.suggestedTime ?? accepted.requestedTime,
        suggestedDate: null,
        suggestedTime: null,
        videoLink: accepted.videoLink,
      });
      const ics = meetingIcs(accepted, host);
      const toPastor = meetingProposalAcceptedPastorMail(
        {
          name: accepted.requesterName,
          date: accepted.suggestedDate ?? accepted.requestedDate,
          time: accepted.suggestedTime ?? accepted.requestedTime,
          videoLink: accepted.videoLink,
        },
        `${env.PUBLIC_BASE_URL}${adminRowPath("pastor-portal", accepted.id)}`,
      );
      await enqueueMail(tx, env, [
        {
          kind: "meeting_accepted",
          to: accepted.requesterEmail,
          replyTo: env.PASTOR_EMAIL,
          ...mailOf(answer),
          attachments: meetingIcsAttachments(ics),
        },
        {
          kind: "meeting_proposal_accepted",
          to: env.PASTOR_EMAIL,
          replyTo: accepted.requesterEmail,
          ...mailOf(toPastor),
        },
      ]);
      return accepted;
    });
    if (!row) return linkPage(texts.goneTitle, texts.gone, 400);
    return linkPage(texts.doneTitle, doneText(row), 200);
  };

  return { proposalPage, acceptProposal };
}

import { donationMessages, type endpoints, fromCents } from "@church/contracts";
import { and, eq, sql } from "drizzle-orm";
import { donations, offeringBatches, offeringEntries, people } from "../../db/schema.ts";
import { churchTimeZone } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { recordAudit } from "../../services/audit/audit.ts";
import { enqueueMail } from "../../services/mail/outbox.ts";
import { enforceRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { statementLinkMail } from "./donations.mail.ts";
import { toDonation } from "./donations.model.ts";
import {
  renderStatementPdf,
  statementFilename,
  statementUrl,
  verifyStatementToken,
} from "./donations.statement-pdf.ts";

/** Year-end giving statements: for staff to download or send, for donors to ask for by e-mail. */
export function createStatementHandlers(deps: AppDeps) {
  const { db, env } = deps;

  /** A donor's completed gifts of one calendar year (Buffalo time), oldest first. */
  async function giftsOfYear(email: string, year: number) {
    const rows = await db
      .select()
      .from(donations)
      .where(
        and(
          eq(donations.status, "completed"),
          sql`lower(${donations.donorEmail}) = ${email.toLowerCase()}`,
          sql`extract(year from (${donations.donatedAt} at time zone ${churchTimeZone})) = ${year}`,
        ),
      )
      .orderBy(donations.donatedAt);
    return rows;
  }

  /**
   * Gifts of closed offering batches (dated by their Sunday) by the people with this e-mail address.
   * Anonymous gifts have no person and never show; an open batch's gifts may still change, so wait.
   */
  async function batchGiftsOfYear(email: string, year: number) {
    return db
      .select({
        date: offeringBatches.date,
        fund: offeringEntries.fund,
        method: offeringEntries.method,
        cents: offeringEntries.amountCents,
        name: sql<string>`concat_ws(' ', coalesce(nullif(${people.knownAs}, ''), ${people.givenName}), ${people.familyName})`,
      })
      .from(offeringEntries)
      .innerJoin(offeringBatches, eq(offeringBatches.id, offeringEntries.batchId))
      .innerJoin(people, eq(people.id, offeringEntries.personId))
      .where(
        and(
          eq(offeringBatches.status, "closed"),
          sql`lower(${people.email}) = ${email.toLowerCase()}`,
          sql`${offeringBatches.date} >= make_date(${year}::int, 1, 1)`,
          sql`${offeringBatches.date} < make_date(${year}::int + 1, 1, 1)`,
        ),
      )
      .orderBy(offeringBatches.date, offeringEntries.createdAt);
  }

  /** The statement PDF of one donor and year, and whether there was any gift in it. */
  async function statementPdf(email: string, year: number, language: "en" | "sw") {
    const [rows, batchRows] = await Promise.all([giftsOfYear(email, year), batchGiftsOfYear(email, year)]);
    const pdf = await renderStatementPdf({
      donorName: rows.at(-1)?.donorName ?? batchRows.at(-1)?.name ?? email,
      donorEmail: email,
      year,
      language,
      gifts: rows.map(toDonation),
      batchGifts: batchRows.map((g) => ({
        date: g.date,
        fund: g.fund,
        method: g.method,
        amount: fromCents(g.cents),
      })),
    });
    return { pdf, gifts: rows.length + batchRows.length };
  }

  async function statementResponse(email: string, year: number, language: "en" | "sw") {
    const { pdf } = await statementPdf(email, year, language);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${statementFilename(year)}"`,
      },
    });
  }

  /** The statement e-mail: the PDF attached, and the signed link for whoever prefers to download it. */
  async function statementMail(request: { email: string; year: number; language: "en" | "sw" }) {
    const { pdf, gifts } = await statementPdf(request.email, request.year, request.language);
    if (gifts === 0) return null;
    const text = statementLinkMail(request.year, statementUrl(env, request), request.language);
    return {
      kind: "donation_statement",
      to: request.email,
      ...text,
      attachments: [
        {
          filename: statementFilename(request.year),
          contentType: "application/pdf",
          content: pdf.toString("base64"),
          encoding: "base64" as const,
        },
      ],
    };
  }

  const statement: Handler<typeof endpoints.donations.statement> = ({ query }) =>
    statementResponse(query.email, query.year, query.language);

  const sendStatement: Handler<typeof endpoints.donations.sendStatement> = async ({ body, user }) => {
    const mail = await statementMail(body);
    if (!mail) throw notFound("No gifts from this address in that year.");
    await db.transaction(async (tx) => {
      await enqueueMail(tx, env, mail);
      await recordAudit(tx, {
        actor: user,
        action: "donation_statement.send",
        entityType: "donation_statement",
        entityId: null,
        after: { email: body.email, year: body.year, language: body.language },
      });
    });
    return { success: true as const, message: donationMessages.statementSent };
  };

  const requestStatement: Handler<typeof endpoints.donations.requestStatement> = async ({ c, body }) => {
    await enforceRateLimit(c, db, {
      name: "donation-statement-request",
      limit: 5,
      windowSeconds: 600,
      message: "Too many requests from this connection. Please wait a few minutes and try again.",
    });
    // The statement only ever goes to the address itself, and the answer is the same either way.
    const mail = await statementMail(body);
    if (mail) await enqueueMail(db, env, mail);
    return { success: true as const, message: donationMessages.statementRequested };
  };

  const downloadStatement: Handler<typeof endpoints.donations.downloadStatement> = ({ query }) => {
    const claim = verifyStatementToken(env, query.token);
    if (!claim) throw new HttpError("not_found", donationMessages.statementLinkInvalid);
    return statementResponse(claim.email, claim.year, claim.language);
  };

  return { statement, sendStatement, requestStatement, downloadStatement };
}

import { randomBytes } from "node:crypto";
import { type AccountTokenPurpose, invitationLinkDays, resetLinkMinutes } from "@church/contracts";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accountTokens } from "../../db/schema.ts";
import type { Env } from "../../env.ts";
import { hashToken } from "../../lib/hash-token.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { accountLinkMail } from "../mail/templates.ts";

/** How long each kind of link works (docs/decisions/026-account-links.md says why these). */
export const accountLinkSeconds: Record<AccountTokenPurpose, number> = {
  reset: resetLinkMinutes * 60,
  invite: invitationLinkDays * 24 * 60 * 60,
};

/** The admin-portal page each link opens; the token rides in the fragment, so no server or log sees it. */
const pagePath: Record<AccountTokenPurpose, string> = {
  reset: "/admin-reset-password",
  invite: "/admin-invitation",
};

export const accountLinkUrl = (
  env: Pick<Env, "PUBLIC_BASE_URL">,
  purpose: AccountTokenPurpose,
  token: string,
) => `${env.PUBLIC_BASE_URL}${pagePath[purpose]}#token=${token}`;

/** Every open link of an account stops working (a newer one was sent, or the password was set). */
async function closeOpenLinks(db: Db, userId: string, purpose?: AccountTokenPurpose) {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        isNull(accountTokens.usedAt),
        purpose ? eq(accountTokens.purpose, purpose) : undefined,
      ),
    );
}

/**
 * Makes a new single-use link for an account and queues its e-mail, in the caller's transaction (the
 * link and its e-mail are written together or not at all). Older links of the same purpose stop
 * working, so only the newest e-mail counts.
 */
export async function sendAccountLink(
  db: Db,
  env: Env,
  user: { id: string; email: string; name: string },
  purpose: AccountTokenPurpose,
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  await closeOpenLinks(db, user.id, purpose);
  await db.insert(accountTokens).values({
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + ${`${accountLinkSeconds[purpose]} seconds`}::interval`,
  });
  const mail = accountLinkMail(purpose, {
    name: user.name,
    url: accountLinkUrl(env, purpose, token),
    minutes: resetLinkMinutes,
    days: invitationLinkDays,
  });
  await enqueueMail(db, env, {
    kind: purpose === "reset" ? "password_reset" : "account_invitation",
    to: user.email,
    ...mail,
  });
}

/**
 * Spends a link: the account it belongs to when the token is known, unused, unexpired and of this
 * purpose; otherwise null (the caller cannot tell which, and neither can the visitor). One atomic
 * update, so two tabs sending the same link cannot both succeed. Every other open link of the account
 * is closed too: once the password is set, an older invitation or reset e-mail must not set it again.
 */
export async function spendAccountLink(
  db: Db,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<string | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId });
  if (!row) return null;
  await closeOpenLinks(db, row.userId);
  return row.userId;
}

import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { announcements } from "../../db/schema.ts";

/** What the public sees: published and not yet expired. */
export const visibleAnnouncement = () =>
  and(
    eq(announcements.status, "published"),
    or(isNull(announcements.expiresAt), gt(announcements.expiresAt, sql`now()`)),
  );

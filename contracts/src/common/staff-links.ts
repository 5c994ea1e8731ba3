/**
 * Links that open one row on the screen that shows it (decision 033): a person's timeline and staff
 * e-mails build them here, the admin portal reads them back. Every such link is a path of the one
 * origin (decision 003), so it works from either staff app and survives sign-in (`signInPath`).
 */

/** The admin portal's tabs that open a row named by `?id=`. */
export const rowTabs = ["events", "pastor-portal", "messages", "newsletter", "donations"] as const;
export type RowTab = (typeof rowTabs)[number];

/** The query parameter naming the row a tab opens. */
export const openRowParam = "id";
/** Where a tab shows two lists, which of them holds the row (`in=texts`: the texts of a consent). */
export const rowSectionParam = "in";

/**
 * `/admin?tab=messages&id=…`: the tab with that row scrolled to and marked. `more` carries what a tab
 * needs to find the row (an RSVP's event and date).
 */
export function adminRowPath(tab: RowTab, id: string, more: Record<string, string> = {}): string {
  return `/admin?${new URLSearchParams({ tab, ...more, [openRowParam]: id })}`;
}

/** `/admin/newsletter/…`: the composer page of one newsletter letter (adminRoutes in site/routes.ts). */
export const newsletterLetterPath = (draftId: string): string =>
  `/admin/newsletter/${encodeURIComponent(draftId)}`;

/** Where the sign-in page sends staff afterwards: only a staff page of this origin, never elsewhere. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith("/admin") || next.startsWith("/admin-login")) return null;
  // "/admin" followed by anything but a path, query or fragment is another page ("/administrator").
  if (!/^\/admin(?:[/?#]|$)/.test(next) || /[\\\s]/.test(next)) return null;
  return next;
}

/**
 * `/admin-login?next=…`: sign in, then land on the page (and row) the link was for. The dashboard
 * itself is where sign-in leads anyway: its sign-in page is plain `/admin-login`, as the spec has it.
 */
export function signInPath(next?: string): string {
  const safe = safeNextPath(next);
  return safe && safe !== "/admin" && safe !== "/admin/"
    ? `/admin-login?${new URLSearchParams({ next: safe })}`
    : "/admin-login";
}

import { analyticsLimits } from "@church/contracts";

/** Where the visitor's cookie choice is kept (public-site.md section 3, Consent record). */
export const consentStorageKey = "church-cookie-consent";
/**
 * A cookie that tells the server a current choice exists (set with it, gone when it expires), so the
 * server's page carries the banner exactly when the visitor has not chosen: it is there at the first
 * paint instead of appearing once the page's code runs. The choice itself stays in local storage.
 */
export const consentCookieName = "church-consent";
/** Opens the cookie preferences from anywhere (footer link, cookie policy page). */
export const cookieSettingsEvent = "church:open-cookie-settings";

export interface ConsentRecord {
  analyticsConsent: boolean;
  consentTimestamp: number;
}

/** A stored record as written by `saveConsent` (checked by hand: this runs on every page's first load). */
function asConsentRecord(value: unknown): ConsentRecord | null {
  if (typeof value !== "object" || value === null) return null;
  const { analyticsConsent, consentTimestamp } = value as Record<string, unknown>;
  if (typeof analyticsConsent !== "boolean") return null;
  if (typeof consentTimestamp !== "number" || !Number.isInteger(consentTimestamp) || consentTimestamp <= 0)
    return null;
  return { analyticsConsent, consentTimestamp };
}

export function readConsent(): ConsentRecord | null {
  try {
    const raw = localStorage.getItem(consentStorageKey);
    return asConsentRecord(raw ? JSON.parse(raw) : null);
  } catch {
    return null;
  }
}

/** A choice counts when it exists, has a timestamp and is younger than 180 days. */
export function hasCurrentConsent(record: ConsentRecord | null, now = Date.now()): record is ConsentRecord {
  return record !== null && now - record.consentTimestamp < analyticsLimits.consentMaxAgeMs;
}

export function saveConsent(analyticsConsent: boolean, now = Date.now()): void {
  try {
    localStorage.setItem(consentStorageKey, JSON.stringify({ analyticsConsent, consentTimestamp: now }));
  } catch {
    // Not stored: the banner simply asks again next time.
  }
  rememberConsentInCookie({ analyticsConsent, consentTimestamp: now }, now);
}

/** Sets the cookie for the rest of a current choice's life (180 days from when it was made). */
export function rememberConsentInCookie(record: ConsentRecord, now = Date.now()): void {
  const seconds = Math.floor((record.consentTimestamp + analyticsLimits.consentMaxAgeMs - now) / 1000);
  if (seconds <= 0) return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser.
  document.cookie = `${consentCookieName}=1; Max-Age=${seconds}; Path=/; SameSite=Lax${secure}`;
}

/** On the server: whether a request's cookies say the visitor has made a current choice. */
export const consentCookieSet = (cookieHeader: string | null): boolean =>
  (cookieHeader ?? "").split(";").some((part) => part.trim() === `${consentCookieName}=1`);

/** True only with a current "yes" to analytics. */
export const analyticsAllowed = () => {
  const record = readConsent();
  return hasCurrentConsent(record) && record.analyticsConsent;
};

export const openCookieSettings = () => window.dispatchEvent(new Event(cookieSettingsEvent));

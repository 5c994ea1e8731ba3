import { type ApiClient, type ApiClientOptions, createApiClient } from "./client.ts";
import { authApi } from "./routes.gen.ts";

/** The Web Lock that lets one tab of the browser renew the session while the others wait for it. */
export const SESSION_RENEWAL_LOCK = "church-session-renewal";

// The admin portal and the records app it loads through Module Federation each build a client, and
// may each bundle this module: the page's one renewal in flight is kept under a registered symbol.
const inFlight = Symbol.for("church.session-renewal");
type Page = typeof globalThis & { [inFlight]?: Promise<boolean> };

/**
 * Runs `renew` as the page's and the browser's one renewal of the session: calls made while one is
 * in flight in this page share it, and where the browser has Web Locks, a tab that finds another tab
 * renewing waits for it and then uses the cookies it set, instead of renewing again. Refresh tokens
 * rotate, so every extra renewal is one more chance of presenting a token already used (the API
 * forgives that within 30 s, decision 002; this keeps it from being needed).
 */
export function shareSessionRenewal(renew: () => Promise<boolean>): Promise<boolean> {
  const page = globalThis as Page;
  const current =
    page[inFlight] ??
    onePerBrowser(renew).finally(() => {
      page[inFlight] = undefined;
    });
  page[inFlight] = current;
  return current;
}

/** The part of the browser's Web Locks used here (declared: the API compiles this without DOM types). */
interface RenewalLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
  request<T>(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: object | null) => Promise<T>,
  ): Promise<T>;
}

async function onePerBrowser(renew: () => Promise<boolean>): Promise<boolean> {
  const locks = (globalThis as { navigator?: { locks?: RenewalLocks } }).navigator?.locks;
  if (!locks) return renew();
  return locks.request(SESSION_RENEWAL_LOCK, { ifAvailable: true }, async (lock) => {
    if (lock) return renew();
    // Another tab is renewing: once it is done the browser holds the new cookies (or none, and the
    // repeated call answers 401 as it would have).
    return locks.request(SESSION_RENEWAL_LOCK, async () => true);
  });
}

/**
 * An app's client of the API: `createApiClient` plus the session's renewal. When calls answer 401,
 * one refresh (through a client of its own, so a failing refresh never triggers another) serves every
 * call that failed together, in every app of the page and, where Web Locks exist, every tab.
 */
export function createAppApiClient(options: Omit<ApiClientOptions, "onUnauthorized"> = {}): ApiClient {
  const sessionClient = createApiClient({ baseUrl: options.baseUrl });
  const refreshSession = (): Promise<boolean> =>
    shareSessionRenewal(() =>
      sessionClient.call(authApi.refresh).then(
        () => true,
        () => false,
      ),
    );
  return createApiClient({ ...options, onUnauthorized: refreshSession });
}

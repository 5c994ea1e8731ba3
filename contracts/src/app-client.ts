import { type ApiClient, type ApiClientOptions, createApiClient } from "./client.ts";
import { routes } from "./routes.gen.ts";
/**
 * An app's client of the API: `createApiClient` plus the session's renewal. When calls answer 401,
 * one refresh (through a client of its own, so a failing refresh never triggers another) serves every
 * call that failed together: refresh tokens rotate, so a second concurrent refresh would present an
 * already-used token and end the session.
 */
export function createAppApiClient(options: Omit<ApiClientOptions, "onUnauthorized"> = {}): ApiClient {
  const sessionClient = createApiClient({ baseUrl: options.baseUrl });
  let pendingRefresh: Promise<boolean> | undefined;
  const refreshSession = (): Promise<boolean> => {
    pendingRefresh ??= sessionClient
      .call(routes.auth.refresh)
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        pendingRefresh = undefined;
      });
    return pendingRefresh;
  };
  return createApiClient({ ...options, onUnauthorized: refreshSession });
}

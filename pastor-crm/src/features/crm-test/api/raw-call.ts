import { buildPath, type Route } from "@church/contracts";
import { apiBaseUrl } from "../../../lib/api-client.ts";

/** What the server answered, untouched: the test page shows it as it came. */
export interface RawResult {
  status: number;
  body: unknown;
}

const RAW_CALL_TIMEOUT_MS = 10_000;

/**
 * Calls an endpoint without the typed client's error handling, so a 4xx answer is shown rather than
 * thrown. Only network failures and timeouts reject.
 */
export async function rawCall(
  endpoint: Route,
  input: { params?: Record<string, string>; body?: unknown } = {},
): Promise<RawResult> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (input.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${apiBaseUrl()}${buildPath(endpoint.path, input.params)}`, {
    method: endpoint.method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    credentials: "include",
    signal: AbortSignal.timeout(RAW_CALL_TIMEOUT_MS),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: shown as text
  }
  return { status: response.status, body };
}

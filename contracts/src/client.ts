import "./common/zod-csp.ts";
import type { z } from "zod";
import { type AnyEndpoint, buildPath, type EndpointInput, type EndpointOutput } from "./common/endpoint.ts";
import { type ErrorCode, errorCodes } from "./common/error-codes.ts";
import type { ApiErrorBody } from "./common/errors.ts";
import { type Callable, isFileAnswer, type Route } from "./common/route.ts";

/** Texts of public-site.md section 8 (API layer), kept word for word. */
export const apiClientMessages = {
  html: "API endpoint returned HTML instead of JSON. This usually means the API server is not running or the endpoint doesn't exist.",
  nonJson: "API returned non-JSON response",
  invalidJson: "Invalid JSON response from API",
  timeout: "API request timed out. The server may not be available.",
} as const;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | "network_error" | "timeout" | "bad_response";
  readonly fields: Record<string, string> | undefined;
  constructor(status: number, code: ApiError["code"], message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** A client error (4xx) will not change on retry; network errors and 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

/**
 * Every app's query cache rules (TanStack Query's `defaultOptions`), from the spec: garbage
 * collection after 5 min, 3 retries but none for a 4xx, backoff capped at 30 s.
 */
export const queryDefaults = {
  queries: {
    gcTime: 5 * 60_000,
    retry: shouldRetry,
    retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
    refetchOnWindowFocus: false,
  },
  mutations: { retry: false },
};

/** The server's message when it sent one, else the given fallback (the spec's text for the action). */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export interface ApiClientOptions {
  /** Origin (and optional prefix) the API lives under; empty for the same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Milliseconds before a call is abandoned; the spec's 10 s by default. */
  timeoutMs?: number;
  /** Validate answers against the contract (on in development and tests). */
  validateResponses?: boolean;
  /**
   * The endpoint (with its schemas) of a call made with a route, for `validateResponses`. Apps pass
   * it only in development: it brings zod and every schema into the bundle.
   */
  endpointOf?: (route: Route) => AnyEndpoint | undefined;
  /** Called once when a call answers 401; return true when the session was renewed to retry. */
  onUnauthorized?: () => Promise<boolean>;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra headers, e.g. a bearer token for scripts and tests. */
  headers?: Record<string, string>;
  /** Let the request outlive the page (a last save as the tab closes); bodies up to 64 KB. */
  keepalive?: boolean;
}

export type ApiClient = ReturnType<typeof createApiClient>;

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The error of a body in the one error shape (`apiErrorSchema`), checked without zod so that the
 * browser client does not carry it; `errors.test.ts`-style cases live in client.test.ts.
 */
export function errorOfBody(body: unknown): ApiErrorBody["error"] | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const { code, message, fields } = body.error;
  if (typeof message !== "string" || !errorCodes.some((known) => known === code)) return undefined;
  if (
    fields !== undefined &&
    !(isRecord(fields) && Object.values(fields).every((v) => typeof v === "string"))
  )
    return undefined;
  return { code: code as ErrorCode, message, fields: fields as Record<string, string> | undefined };
}

async function readError(response: Response): Promise<ApiError> {
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const body: unknown = await response.json().catch(() => undefined);
    const error = errorOfBody(body);
    if (error) return new ApiError(response.status, error.code, error.message, error.fields);
  }
  if (type.includes("text/html"))
    return new ApiError(response.status, "bad_response", apiClientMessages.html);
  return new ApiError(
    response.status,
    "bad_response",
    `HTTP ${response.status}: ${response.statusText}`.trim(),
  );
}

/** A body with a file among its fields goes as multipart form data (an upload endpoint's shape). */
function carriesFile(body: unknown): body is Record<string, unknown> {
  return typeof body === "object" && body !== null && Object.values(body).some((v) => v instanceof Blob);
}

function formOf(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}

/** A typed client: every call goes through an endpoint definition of the contracts. */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? "";
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  async function send<E extends AnyEndpoint>(
    endpoint: Callable<E>,
    input: EndpointInput<E>,
    callOptions: CallOptions,
  ): Promise<Response> {
    const params = (input as { params?: Record<string, string | number> }).params;
    const query = (input as { query?: Record<string, unknown> }).query;
    const body = (input as { body?: unknown }).body;
    const url = `${baseUrl}${buildPath(endpoint.path, params)}${queryString(query)}`;
    const controller = new AbortController();
    const timeoutMs = callOptions.timeoutMs ?? options.timeoutMs ?? 10_000;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abortFromCaller = () => controller.abort();
    callOptions.signal?.addEventListener("abort", abortFromCaller, { once: true });
    const headers: Record<string, string> = { accept: "application/json", ...callOptions.headers };
    let payload: RequestInit["body"];
    if (body instanceof FormData) payload = body;
    else if (carriesFile(body)) payload = formOf(body);
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    try {
      return await doFetch(url, {
        method: endpoint.method,
        headers,
        body: payload,
        credentials: "include",
        signal: controller.signal,
        ...(callOptions.keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      if (timedOut) throw new ApiError(0, "timeout", apiClientMessages.timeout);
      if (callOptions.signal?.aborted) throw error;
      throw new ApiError(0, "network_error", error instanceof Error ? error.message : "Failed to fetch");
    } finally {
      clearTimeout(timer);
      callOptions.signal?.removeEventListener("abort", abortFromCaller);
    }
  }

  async function call<E extends AnyEndpoint>(
    endpoint: Callable<E>,
    ...[input, callOptions]: {} extends EndpointInput<E>
      ? [input?: EndpointInput<E>, callOptions?: CallOptions]
      : [input: EndpointInput<E>, callOptions?: CallOptions]
  ): Promise<EndpointOutput<E>> {
    const args = (input ?? {}) as EndpointInput<E>;
    let response = await send(endpoint, args, callOptions ?? {});
    if (response.status === 401 && options.onUnauthorized && !endpoint.path.startsWith("/api/auth/")) {
      if (await options.onUnauthorized()) response = await send(endpoint, args, callOptions ?? {});
    }
    if (!response.ok) throw await readError(response);
    if (isFileAnswer(endpoint)) return (await response.blob()) as EndpointOutput<E>;
    if (response.status === 204) return undefined as EndpointOutput<E>;
    const type = response.headers.get("content-type") ?? "";
    if (type.includes("text/html"))
      throw new ApiError(response.status, "bad_response", apiClientMessages.html);
    if (!type.includes("application/json")) {
      const text = await response.text();
      throw new ApiError(
        response.status,
        "bad_response",
        `${apiClientMessages.nonJson} (${type || "no type"}): ${text.slice(0, 100)}`,
      );
    }
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      throw new ApiError(response.status, "bad_response", apiClientMessages.invalidJson);
    }
    const contract = "response" in endpoint ? endpoint : options.endpointOf?.(endpoint);
    if (options.validateResponses && contract?.response) {
      const parsed = (contract.response as z.ZodType).safeParse(data);
      if (!parsed.success) {
        throw new ApiError(
          response.status,
          "bad_response",
          `Response of ${endpoint.method} ${endpoint.path} does not match its contract: ${parsed.error.message}`,
        );
      }
      return parsed.data as EndpointOutput<E>;
    }
    return data as EndpointOutput<E>;
  }

  /** For file answers (CSV, PDF, ICS): the raw response, errors already turned into ApiError. */
  async function download<E extends AnyEndpoint>(
    endpoint: Callable<E>,
    input: EndpointInput<E>,
    callOptions: CallOptions = {},
  ): Promise<{ blob: Blob; filename: string | undefined }> {
    const response = await send(endpoint, input, callOptions);
    if (!response.ok) throw await readError(response);
    const disposition = response.headers.get("content-disposition") ?? "";
    const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1];
    return { blob: await response.blob(), filename };
  }

  return { call, download };
}

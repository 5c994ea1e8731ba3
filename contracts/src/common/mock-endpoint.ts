import { type HttpHandler, HttpResponse, http } from "msw";
import type { z } from "zod";
import type { AnyEndpoint, EndpointOutput, ParsedPart } from "./endpoint.ts";
import { type ApiErrorBody, fieldErrors } from "./errors.ts";

export interface MockRequest<E extends AnyEndpoint> {
  params: ParsedPart<E["params"]>;
  query: ParsedPart<E["query"]>;
  body: ParsedPart<E["body"]>;
  request: Request;
}

export type MockResolver<E extends AnyEndpoint> = (
  input: MockRequest<E>,
) => EndpointOutput<E> | Response | Promise<EndpointOutput<E> | Response>;

const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

export function mockError(
  status: number,
  code: ApiErrorBody["error"]["code"],
  message: string,
  fields?: Record<string, string>,
) {
  return HttpResponse.json(
    { error: { code, message, ...(fields ? { fields } : {}) } } satisfies ApiErrorBody,
    {
      status,
    },
  );
}

/**
 * An MSW handler for one endpoint: validates the request with the endpoint's schemas (answering the
 * API's 400 error shape, as the real server does) and checks the mock's answer against the contract,
 * so a fixture cannot drift from the API.
 */
export function mockEndpoint<E extends AnyEndpoint>(endpoint: E, resolve: MockResolver<E>): HttpHandler {
  return methods[endpoint.method](endpoint.path, async ({ request, params }) => {
    const url = new URL(request.url);
    const parts: Array<[keyof MockRequest<E>, z.ZodType | undefined, unknown]> = [
      ["params", endpoint.params, params],
      ["query", endpoint.query, Object.fromEntries(url.searchParams)],
    ];
    if (endpoint.body && !endpoint.multipart) {
      parts.push([
        "body",
        endpoint.body,
        await request
          .clone()
          .json()
          .catch(() => undefined),
      ]);
    }
    const input = { request } as MockRequest<E>;
    for (const [name, schema, raw] of parts) {
      if (!schema) continue;
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error.issues, name === "body" ? undefined : name);
        const first = Object.entries(fields)[0];
        return mockError(
          400,
          "validation_error",
          first ? `${first[0]}: ${first[1]}` : "Invalid request",
          fields,
        );
      }
      (input as unknown as Record<string, unknown>)[name] = parsed.data;
    }
    const result = await resolve(input);
    if (result instanceof Response) return result;
    if (endpoint.response) {
      const checked = endpoint.response.safeParse(result);
      if (!checked.success) {
        throw new Error(
          `Mock for ${endpoint.method} ${endpoint.path} breaks its contract: ${checked.error.message}`,
        );
      }
    }
    return HttpResponse.json(result as never, { status: endpoint.status ?? 200 });
  });
}

/** Multipart bodies are not checked by `mockEndpoint`; parse them here as the API does. */
export async function readMockForm<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S> | Response> {
  const form = await request.formData().catch(() => null);
  const raw: Record<string, FormDataEntryValue> = {};
  const entries: Array<[string, FormDataEntryValue]> = [];
  form?.forEach((value, key) => {
    entries.push([key, value]);
  });
  for (const [key, value] of entries) {
    if (value === "") continue;
    // A file parsed by another realm's FormData (jsdom's page, Node's fetch) made this realm's File,
    // so that the schema's file rule knows it.
    // (Typed as this realm's File, it may not be one: hence the widened type.)
    const entry: string | Blob = value;
    raw[key] =
      typeof entry === "string" || entry instanceof File
        ? entry
        : new File([await entry.arrayBuffer()], (entry as File).name, { type: entry.type });
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = fieldErrors(parsed.error.issues);
  const first = Object.entries(fields)[0];
  return mockError(400, "validation_error", first ? `${first[0]}: ${first[1]}` : "Invalid request", fields);
}

import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createAppApiClient, SESSION_RENEWAL_LOCK } from "./app-client.ts";
import { ApiError, createApiClient, errorText, queryDefaults } from "./client.ts";
import type { EndpointInput } from "./common/endpoint.ts";
import { allEndpoints, endpoints } from "./endpoints.ts";
import { handlers, mockPassword, resetMocks } from "./mocks.ts";
import { routes } from "./routes.gen.ts";

// MSW resolves the handlers' relative paths against the page's location, which Node has not got.
(globalThis as unknown as { location: URL }).location = new URL("http://localhost/");

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => resetMocks());
afterAll(() => server.close());

const client = createApiClient({ baseUrl: "http://localhost", validateResponses: true });

describe("typed client against the mocks", () => {
  const simpleGets = allEndpoints.filter(
    (e) =>
      e.method === "GET" &&
      !e.params &&
      e.response !== null &&
      // Endpoints whose query has a required field get their own test below.
      !(e.query && !e.query.safeParse({}).success) &&
      !e.path.startsWith("/api/auth/"),
  );

  it.each(simpleGets.map((e) => [e.path, e] as const))(
    "reads %s in the contract's shape",
    async (_, endpoint) => {
      await expect(client.call(endpoint, {} as EndpointInput<typeof endpoint>)).resolves.toBeDefined();
    },
  );

  it("passes typed queries and reads typed answers", async () => {
    const { events } = await client.call(endpoints.events.list, {
      query: { upcoming: true, category: "outreach" },
    });
    expect(events.map((e) => e.title)).toEqual(["Community Food Drive"]);
    const { results } = await client.call(endpoints.search.search, { query: { q: "light", language: "sw" } });
    expect(results.map((r) => r.title)).toContain("Kutembea Nuruni");
  });

  it("turns a 400 into an ApiError that names the field", async () => {
    const error = await client
      .call(endpoints.contactMessages.submit, {
        body: { name: "Rebecca", email: "rebecca@example", subject: "Visit", message: "Hello" },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).fields).toEqual({ email: "Please enter a valid email address" });
  });

  it("signs in and reads the session user", async () => {
    await client.call(endpoints.auth.login, {
      body: { email: "editor@amani-friends.example", password: mockPassword },
    });
    const { user } = await client.call(endpoints.auth.me);
    expect(user.role).toBe("content_editor");
  });

  it("sends a body with a file as multipart form data (a person's photo) and reads it back", async () => {
    const id = "b7000000-0000-4000-8000-000000000006";
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const { person } = await client.call(endpoints.people.setPhoto, {
      params: { id },
      body: { photo: new File([bytes], "face.png", { type: "image/png" }) },
    });
    expect(person.photoUrl).toMatch(new RegExp(`^/api/crm/people/${id}/photo\\?v=`));
    const { blob } = await client.download(endpoints.people.photo, { params: { id } });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it("downloads a file answer", async () => {
    const { blob, filename } = await client.download(endpoints.analytics.export, {
      query: { format: "excel" },
    });
    expect(filename).toBe("analytics.xlsx");
    expect(await blob.text()).toContain("Page,Views");
  });
});

describe("an app's client (createAppApiClient)", () => {
  /** An API whose session has expired until one refresh succeeds (when `refreshWorks`). */
  function expiredSession(refreshWorks: boolean) {
    const calls: string[] = [];
    let renewed = false;
    const fetchApi = async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname;
      calls.push(path);
      if (path === "/api/auth/refresh") {
        renewed = refreshWorks;
        return refreshWorks
          ? Response.json({ ok: true })
          : Response.json({ error: { code: "unauthorized", message: "Session expired" } }, { status: 401 });
      }
      if (!renewed)
        return Response.json({ error: { code: "unauthorized", message: "Sign in first" } }, { status: 401 });
      return Response.json({ events: [] });
    };
    return { calls, fetchApi };
  }

  it("renews the session once for calls that answered 401 together, then repeats them", async () => {
    const { calls, fetchApi } = expiredSession(true);
    vi.stubGlobal("fetch", fetchApi);
    const api = createAppApiClient({ baseUrl: "http://localhost", fetch: fetchApi });
    const answers = await Promise.all([api.call(routes.events.list), api.call(routes.events.list)]);
    expect(answers).toEqual([{ events: [] }, { events: [] }]);
    expect(calls.filter((path) => path === "/api/auth/refresh")).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it("renews once for the apps of one page (the admin portal and the records app it loads)", async () => {
    const { calls, fetchApi } = expiredSession(true);
    vi.stubGlobal("fetch", fetchApi);
    const portal = createAppApiClient({ baseUrl: "http://localhost", fetch: fetchApi });
    const records = createAppApiClient({ baseUrl: "http://localhost", fetch: fetchApi });
    const answers = await Promise.all([
      portal.call(routes.events.list),
      records.call(routes.events.list),
      records.call(routes.events.list),
    ]);
    expect(answers).toEqual([{ events: [] }, { events: [] }, { events: [] }]);
    expect(calls.filter((path) => path === "/api/auth/refresh")).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it("waits for another tab's renewal (Web Locks) and uses its cookies instead of renewing again", async () => {
    const { calls, fetchApi } = expiredSession(true);
    const locks = fakeLockManager();
    vi.stubGlobal("fetch", fetchApi);
    vi.stubGlobal("navigator", { locks });
    // Another tab holds the lock while its renewal is on its way.
    let finishOtherTab: () => void = () => {};
    const otherTab = locks.request(SESSION_RENEWAL_LOCK, async () => {
      await new Promise<void>((resolve) => {
        finishOtherTab = resolve;
      });
      await fetchApi("http://localhost/api/auth/refresh");
    });
    const api = createAppApiClient({ baseUrl: "http://localhost", fetch: fetchApi });
    const answer = api.call(routes.events.list);
    await vi.waitFor(() => expect(calls).toEqual(["/api/events"]));
    finishOtherTab();
    await otherTab;
    expect(await answer).toEqual({ events: [] });
    // The other tab's one renewal, then this tab's call again: no second renewal.
    expect(calls).toEqual(["/api/events", "/api/auth/refresh", "/api/events"]);
    vi.unstubAllGlobals();
  });

  it("gives the 401 to the caller when the session cannot be renewed", async () => {
    const { calls, fetchApi } = expiredSession(false);
    vi.stubGlobal("fetch", fetchApi);
    const api = createAppApiClient({ baseUrl: "http://localhost", fetch: fetchApi });
    const error = await api.call(routes.events.list).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(errorText(error, "Could not load")).toBe("Sign in first");
    expect(errorText(new Error("boom"), "Could not load")).toBe("Could not load");
    expect(calls).toEqual(["/api/events", "/api/auth/refresh"]);
    vi.unstubAllGlobals();
  });
});

/** The part of the browser's LockManager the client uses: exclusive locks, in order, with ifAvailable. */
function fakeLockManager() {
  const held = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();
  const release = (name: string) => {
    const next = waiting.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };
  async function request<T>(
    name: string,
    ...args:
      | [(lock: object | null) => Promise<T>]
      | [{ ifAvailable?: boolean }, (lock: object | null) => Promise<T>]
  ): Promise<T> {
    const [options, callback] = args.length === 1 ? [{}, args[0]] : args;
    if (held.has(name)) {
      if (options.ifAvailable) return callback(null);
      await new Promise<void>((resolve) => waiting.set(name, [...(waiting.get(name) ?? []), resolve]));
    }
    held.add(name);
    try {
      return await callback({ name });
    } finally {
      release(name);
    }
  }
  return { request };
}

describe("queryDefaults", () => {
  const { retry, retryDelay } = queryDefaults.queries;

  it("retries network errors and 5xx three times, a 4xx never", () => {
    expect(retry(0, new ApiError(0, "network_error", "Failed to fetch"))).toBe(true);
    expect(retry(2, new ApiError(503, "bad_response", "HTTP 503"))).toBe(true);
    expect(retry(3, new ApiError(503, "bad_response", "HTTP 503"))).toBe(false);
    expect(retry(0, new ApiError(404, "not_found", "Not found"))).toBe(false);
  });

  it("backs off exponentially up to 30 s", () => {
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});

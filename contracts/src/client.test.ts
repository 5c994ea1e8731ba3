import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createApiClient } from "./client.ts";
import type { EndpointInput } from "./common/endpoint.ts";
import { allEndpoints, endpoints } from "./endpoints.ts";
import { handlers, mockPassword, resetMocks } from "./mocks.ts";

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

  it("downloads a file answer", async () => {
    const { blob, filename } = await client.download(endpoints.analytics.export, {
      query: { format: "excel" },
    });
    expect(filename).toBe("analytics.xlsx");
    expect(await blob.text()).toContain("Page,Views");
  });
});

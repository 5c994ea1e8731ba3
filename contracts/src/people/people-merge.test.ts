import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { handlers, resetMocks } from "../mocks.ts";
import { personResponseSchema } from "./people.schema.ts";
import {
  type DuplicateCandidate,
  duplicatesResponseSchema,
  findDuplicates,
  mergeResponseSchema,
} from "./people-merge.ts";

const candidate = (id: string, fields: Partial<DuplicateCandidate>): DuplicateCandidate => ({
  id,
  givenName: "X",
  familyName: null,
  knownAs: null,
  email: null,
  phones: [],
  address: null,
  householdId: null,
  ...fields,
});

describe("findDuplicates", () => {
  it("pairs the same e-mail in any case, a shared phone, and similar names in one household or at one address", () => {
    const home = { line1: "Ngong Rd 1", city: "Nairobi", country: "KE" };
    const found = findDuplicates([
      candidate("1", { email: "a@x.org", phones: ["+254712345678"] }),
      candidate("2", { email: "A@X.ORG", phones: ["+254712345678"] }),
      candidate("3", { givenName: "Zoë", familyName: "Wánjiru", householdId: "h" }),
      candidate("4", { givenName: "zoe", familyName: "WANJIRU", householdId: "h" }),
      candidate("5", { givenName: "Jo", familyName: "Kamau", address: home }),
      candidate("6", { givenName: "Peter", knownAs: "Joseph", familyName: "Kamau", address: home }),
      // A similar name alone, with nothing else shared, is not enough.
      candidate("7", { givenName: "Jo", familyName: "Kamau" }),
      // Another name in the same household is a relative, not a duplicate.
      candidate("8", { givenName: "Mary", familyName: "Wanjiru", householdId: "h" }),
    ]);
    expect(found).toEqual([
      { aId: "1", bId: "2", reasons: ["email", "phone"] },
      { aId: "3", bId: "4", reasons: ["name_household"] },
      { aId: "5", bId: "6", reasons: ["name_address"] },
    ]);
  });
});

(globalThis as unknown as { location: URL }).location = new URL("http://localhost/");
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => resetMocks());
afterAll(() => server.close());

async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`http://localhost${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("duplicates and merge mocks", () => {
  it("list a pair by e-mail, merge it, and refuse a different e-mail", async () => {
    const make = async (givenName: string, email: string) =>
      personResponseSchema.parse(
        (
          await send("POST", "/api/crm/people", {
            givenName,
            email,
            language: "en",
            phones: [],
            stage: "visitor",
          })
        ).body,
      ).person;
    const a = await make("Tumaini", "tumaini@example.org");
    const b = await make("Tumi", "TUMAINI@example.org");
    const pairs = duplicatesResponseSchema.parse(
      (await send("GET", "/api/crm/people/duplicates")).body,
    ).pairs;
    expect(pairs.map((p) => [[p.a.id, p.b.id].sort(), p.reasons])).toContainEqual([
      [a.id, b.id].sort(),
      ["email"],
    ]);

    const c = await make("Tumaini", "other@example.org");
    const refused = await send("POST", `/api/crm/people/${a.id}/merge`, { mergeId: c.id });
    expect(refused.status).toBe(409);

    const merged = await send("POST", `/api/crm/people/${a.id}/merge`, { mergeId: b.id });
    expect(merged.status).toBe(200);
    expect(mergeResponseSchema.parse(merged.body).merge.mergedId).toBe(b.id);
    expect((await send("GET", `/api/crm/people/${b.id}`)).status).toBe(404);
    expect((await send("POST", `/api/crm/people/${a.id}/merge`, { mergeId: a.id })).status).toBe(400);
  });
});

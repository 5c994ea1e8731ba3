import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { chatFallbackMessages, chatMessages, chatResponseSchema, churchInfo } from "@church/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { call, getTestApp, testDriver, truncate } from "../../test/test-app.ts";
import { chatRateLimit } from "./chat.handlers.ts";

type Mode = "ok" | "slow" | "500" | "garbage" | "empty" | "404";

/** A stub OpenAI-compatible provider on a random port; `mode` picks how it answers. */
function startStub() {
  const state: {
    mode: Mode;
    /** Requests the caller hung up on before the answer. */
    abandoned: number;
    requests: Array<{
      auth?: string;
      body: { model: string; messages: Array<{ role: string; content: string }> };
    }>;
  } = {
    mode: "ok",
    requests: [],
    abandoned: 0,
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on("end", () => {
      state.requests.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      if (req.url !== "/v1/chat/completions") {
        res.writeHead(404).end();
        return;
      }
      switch (state.mode) {
        case "ok": {
          const reply = {
            choices: [{ message: { role: "assistant", content: "We meet on Sundays at 3 PM." } }],
          };
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify(reply));
          return;
        }
        case "slow": {
          const timer = setTimeout(() => res.writeHead(200).end("{}"), 2000).unref();
          // The caller hung up before the answer: the assistant gave up on the provider.
          res.on("close", () => {
            if (!res.writableEnded) state.abandoned += 1;
            clearTimeout(timer);
          });
          return;
        }
        case "500":
          res.writeHead(500, "Internal Server Error").end("boom");
          return;
        case "garbage":
          res.writeHead(200, { "content-type": "application/json" }).end("<html>not json");
          return;
        case "empty":
          res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ choices: [] }));
          return;
        case "404":
          res.writeHead(404, "Not Found").end("no such model");
          return;
      }
    });
  });
  return new Promise<{ server: Server; url: string; state: typeof state }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/v1`, state });
    });
  });
}

/** The test app's database with the assistant pointed at `baseUrl` and a short timeout. */
async function appWithProvider(baseUrl: string) {
  const { deps } = await getTestApp();
  return createApp({
    ...deps,
    env: {
      ...deps.env,
      ASSISTANT_BASE_URL: baseUrl,
      ASSISTANT_API_KEY: "test-key",
      ASSISTANT_TIMEOUT_MS: 300,
    },
  });
}

async function ask(app: Awaited<ReturnType<typeof appWithProvider>>, message: string) {
  const response = await app.request("/api/chat/public", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message }),
  });
  expect(response.status).toBe(200);
  return chatResponseSchema.parse(await response.json());
}

describe(`chat assistant without a provider: quick answers [${testDriver}]`, () => {
  beforeEach(() => truncate("rate_limit_buckets"));

  const quick = async (message: string, language?: "en" | "sw") => {
    const result = await call("POST", "/api/chat/public", {
      body: { message, ...(language ? { language } : {}) },
    });
    expect(result.status).toBe(200);
    const body = chatResponseSchema.parse(result.body);
    expect(body.source).toBe("quick_response");
    expect(body.success).toBe(true);
    return body.message;
  };

  it("answers service times, location, giving, ministries, contact and pastor in English", async () => {
    expect(await quick("What time is the Sunday service?")).toContain("3:00 PM to 6:00 PM");
    expect(await quick("Where are you located?")).toContain(churchInfo.addressLine);
    expect(await quick("How can I give my tithe?")).toContain("/give");
    expect(await quick("Do you have a youth ministry?")).toContain("Youth Ministry: ages 12-25");
    expect(await quick("What is your phone number?")).toContain(churchInfo.phone);
    expect(await quick("Can I talk to the pastor?")).toContain(churchInfo.pastor.phone);
  });

  it("answers Swahili questions in Swahili from the Swahili site content", async () => {
    expect(await quick("Ibada ni saa ngapi?")).toContain("saa 9:00 alasiri");
    expect(await quick("Kanisa liko wapi?")).toContain("maegesho ya bure");
    expect(await quick("Nataka kutoa sadaka")).toContain("Toa");
    expect(await quick("Je, kuna huduma ya vijana?")).toContain("Huduma ya Vijana: miaka 12-25");
    expect(await quick("Namba ya simu?", "sw")).toContain(churchInfo.phone);
    expect(await quick("Nataka kuongea na mchungaji")).toContain("Mchungaji Samuel Mwangi");
  });

  it("answers about every programme, children included, in the visitor's language", async () => {
    const kids = await quick("Is there something for my kids during the service?");
    expect(kids).toContain("Children's class");
    expect(kids).toContain("Buffalo time");
    const watoto = await quick("Je, kuna darasa la watoto?", "sw");
    expect(watoto).toContain("Darasa la watoto");
    expect(watoto).toContain("saa za Buffalo");
    expect(watoto).toContain("/sw/worship/in-person");
    expect(await quick("When do the women meet?")).toContain("Wednesdays 7:00-8:30 PM");
    expect(await quick("Wanaume hukutana lini?", "sw")).toContain("Jumamosi");
    const all = await quick("What programs do you have?");
    // The published site content comes first.
    expect(all).toContain("Youth (ages 12-25");
    for (const name of [
      "Children's class",
      "Youth Ministry",
      "Men's Ministry",
      "Women's Ministry",
      "Community Outreach",
    ]) {
      expect(all).toContain(name);
    }
    const zote = await quick("Mna programu gani?", "sw");
    for (const name of ["Darasa la watoto", "Huduma ya Vijana", "Huduma ya Wanawake"])
      expect(zote).toContain(name);
    expect(zote).not.toContain("Children's class");
  });

  it("answers something it does not know with what it can help with, in the site language", async () => {
    expect(await quick("Tell me a joke")).toContain(churchInfo.pastor.phone);
    expect(await quick("xyz", "sw")).toContain("Ninaweza kukusaidia");
  });

  it("refuses an empty or too long message with 400 naming the field, and limits each visitor", async () => {
    const empty = await call("POST", "/api/chat/public", { body: { message: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: { fields: { message: chatMessages.empty } } });
    const long = await call("POST", "/api/chat/public", { body: { message: "a".repeat(1001) } });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: { fields: { message: chatMessages.tooLong } } });
    for (let i = 0; i < chatRateLimit.limit; i++) await quick("When is the service?");
    const limited = await call("POST", "/api/chat/public", { body: { message: "When is the service?" } });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: { message: chatRateLimit.message } });
  });
});

describe(`chat assistant with an OpenAI-compatible provider [${testDriver}]`, () => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  beforeAll(async () => {
    stub = await startStub();
  });
  afterAll(() => new Promise<void>((resolve) => stub.server.close(() => resolve())));
  beforeEach(async () => {
    await truncate("rate_limit_buckets");
    stub.state.requests.length = 0;
  });

  it("answers with the provider's reply (source chatgpt), sending the site content as system prompt", async () => {
    stub.state.mode = "ok";
    const app = await appWithProvider(stub.url);
    const body = await ask(app, "  When do you meet?  ");
    expect(body).toEqual({ success: true, message: "We meet on Sundays at 3 PM.", source: "chatgpt" });
    const sent = stub.state.requests[0];
    expect(sent?.auth).toBe("Bearer test-key");
    expect(sent?.body.messages.at(-1)).toEqual({ role: "user", content: "When do you meet?" });
    const system = sent?.body.messages[0]?.content ?? "";
    expect(system).toContain(churchInfo.addressLine);
    expect(system).toContain("Ministries for Every Age");
    expect(system).toContain("Huduma kwa Kila Rika");
    expect(system).toContain("Children's class");
    expect(system).toContain("Darasa la watoto");
  });

  it.each([
    ["slow", chatFallbackMessages.timeout],
    ["500", chatFallbackMessages.serverError],
    ["garbage", chatFallbackMessages.badResponse],
    ["empty", chatFallbackMessages.badResponse],
    ["404", chatFallbackMessages.default],
  ] as const)("provider answering %s gives the spec's fallback", async (mode, text) => {
    stub.state.mode = mode;
    const app = await appWithProvider(stub.url);
    const body = await ask(app, "When do you meet?");
    expect(body.source).toBe("fallback");
    expect(body.message).toBe(text);
    expect(body.message).toContain(churchInfo.pastor.phone);
  });

  it("stops waiting for the provider when the visitor goes away", async () => {
    stub.state.mode = "slow";
    stub.state.abandoned = 0;
    const { deps } = await getTestApp();
    const app = createApp({
      ...deps,
      env: { ...deps.env, ASSISTANT_BASE_URL: stub.url, ASSISTANT_TIMEOUT_MS: 10_000 },
    });
    const visitor = new AbortController();
    const started = Date.now();
    const answer = app.request("/api/chat/public", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "When do you meet?" }),
      signal: visitor.signal,
    });
    setTimeout(() => visitor.abort(), 100);
    const body = chatResponseSchema.parse(await (await answer).json());
    expect(body).toMatchObject({ source: "fallback", message: chatFallbackMessages.timeout });
    expect(Date.now() - started).toBeLessThan(1500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stub.state.abandoned).toBe(1);
  });

  it("a provider that cannot be reached gives the connection fallback", async () => {
    const closed = await startStub();
    await new Promise<void>((resolve) => closed.server.close(() => resolve()));
    const app = await appWithProvider(closed.url);
    const body = await ask(app, "When do you meet?");
    expect(body).toMatchObject({ source: "fallback", message: chatFallbackMessages.network });
  });
});

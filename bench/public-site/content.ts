/**
 * The budget's content (issue 31): the demo content plus 20 more events, 10 sermons and 10 articles,
 * published, created through the API as the demo admin would from the admin portal, with the contracts'
 * endpoints and form types.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createApiClient } from "../../contracts/src/client.ts";
import type { EndpointInput } from "../../contracts/src/common/endpoint.ts";
import { endpoints } from "../../contracts/src/endpoints.ts";
import { eventCategories } from "../../contracts/src/events/events.constants.ts";
import type { ArticleFormValues, EventFormValues } from "../../contracts/src/index.ts";

export const extraContent = { events: 20, sermons: 10, articles: 10 };

/** The demo accounts the server generated for its data folder (api: seed-users.ts). */
function demoAdmin(dataDir: string): { email: string; password: string } {
  const credentials = JSON.parse(readFileSync(join(dataDir, "demo-credentials.json"), "utf8")) as {
    role: string;
    email: string;
    password: string;
  }[];
  const admin = credentials.find((credential) => credential.role === "admin");
  if (!admin) throw new Error("no demo admin in demo-credentials.json (is DEMO_MODE on?)");
  return admin;
}

/** A silent mono WAV of `seconds` (8 kHz, 8-bit): a sermon's file, its duration read by the server. */
function silentWav(seconds: number): Uint8Array<ArrayBuffer> {
  const rate = 8000;
  const samples = rate * seconds;
  const wav = Buffer.alloc(44 + samples, 0x80);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + samples, 4);
  wav.write("WAVE", 8, "ascii");
  wav.write("fmt ", 12, "ascii");
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(samples, 40);
  return new Uint8Array(wav);
}

/** A calendar date `days` from today (UTC; near enough for content spread over weeks). */
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const paragraph =
  "Friends gathered in worship, in Swahili with English translation, then shared a meal and stories of the week. ";

/** Signs in as the demo admin of the server whose data folder is `dataDir` and creates the extra content. */
export async function createBudgetContent(baseUrl: string, dataDir: string): Promise<void> {
  const cookies = new Map<string, string>();
  const api = createApiClient({
    baseUrl,
    timeoutMs: 60_000,
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookies.size > 0) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
      const response = await fetch(input, { ...init, headers });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return response;
    },
  });
  const signedIn = await api.call(endpoints.auth.login, { body: demoAdmin(dataDir) });
  if (!("user" in signedIn)) throw new Error("the demo admin's sign-in asked for a second factor");

  for (let i = 1; i <= extraContent.events; i++) {
    const event: EventFormValues = {
      title: `Budget Gathering ${i}`,
      description: `${paragraph.repeat(1 + (i % 3))}Everyone is welcome; bring a friend.`,
      date: dayFrom(i * 2),
      startTime: `${String(9 + (i % 9)).padStart(2, "0")}:00`,
      endTime: `${String(10 + (i % 9)).padStart(2, "0")}:30`,
      location: i % 2 ? "Fellowship Hall" : "Main Sanctuary",
      locationAddress: "245 Friendship Avenue, Buffalo, NY 14213",
      category: eventCategories[i % eventCategories.length],
      tags: i % 2 ? "community, meal" : "prayer",
      // Every other event with a picture: pages with and without one.
      imageUrl: i % 2 ? "/images/partnerships/tumaini-mission-centre.jpg" : "",
      rsvpRequired: i % 4 === 0,
      maxAttendees: i % 4 === 0 ? 40 : null,
      status: "published",
      translations: i % 3 ? { sw: { title: `Mkusanyiko ${i}` } } : undefined,
    };
    await api.call(endpoints.events.create, { body: event });
  }
  const audio = silentWav(3);
  for (let i = 1; i <= extraContent.sermons; i++) {
    const sermon: EndpointInput<typeof endpoints.audioServices.create>["body"] = {
      title: `Budget Sermon ${i}: Walking in the Light`,
      speaker: i % 2 ? "Pastor Demo" : "Guest Speaker",
      description: paragraph.repeat(2),
      date: dayFrom(-i * 7),
      category: "sermon",
      status: "published",
      file: new File([audio], `sermon-${i}.wav`, { type: "audio/wav" }),
    };
    await api.call(endpoints.audioServices.create, { body: sermon });
  }
  for (let i = 1; i <= extraContent.articles; i++) {
    const article: ArticleFormValues = {
      title: `Budget Article ${i}: Notes from the Meeting for Worship`,
      excerpt: paragraph,
      content: `<p>${paragraph.repeat(6)}</p><h2>Queries</h2><p>${paragraph.repeat(4)}</p>`,
      author: "Church Administrator",
      date: dayFrom(-i * 3),
      category: "teaching",
      tags: "worship, queries",
      imageUrl: i % 2 ? "/images/partnerships/watoto-bright-futures.jpg" : "",
      status: "published",
    };
    await api.call(endpoints.articles.create, { body: article });
  }
}

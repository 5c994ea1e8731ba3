import { setTimeout as sleep } from "node:timers/promises";
import { endpoints } from "@church/contracts";
import type { Cluster } from "./cluster.ts";
import { call, type Visitor } from "./http-client.ts";

/** A server of the public site's pages: an API instance (the one-origin server) or a public-site server. */
export interface PageServer {
  name: string;
  url: string;
}

/** Every page server of the cluster but the API instance `except` (the one the writes go through). */
export function pageServersOf(cluster: Cluster, except: string): PageServer[] {
  return [
    ...cluster.instances
      .filter((instance) => instance.id !== except && instance.alive())
      .map((instance) => ({ name: `${instance.id} (one-origin)`, url: instance.url })),
    ...cluster.siteServers.map((site) => ({ name: `${site.id} (public-site server)`, url: site.url })),
  ];
}

export interface AnnouncementText {
  title: string;
  slug: string;
}

/** What a visitor (or a crawler, or a link preview) gets about one announcement from a page server. */
export interface AnnouncementView {
  /** In the HTML of /announcements. */
  listed: boolean;
  /** The status of its own page, /announcements/<slug>. */
  ownPage: number;
  /** Its own page's Open Graph title. */
  openGraph: boolean;
  /** Its own page in sitemap.xml. */
  inSitemap: boolean;
}

const html = { accept: "text/html" };

export async function viewOf(
  server: PageServer,
  who: Visitor,
  { title, slug }: AnnouncementText,
): Promise<AnnouncementView> {
  const [list, own, sitemap] = await Promise.all([
    call(server.url, who, "GET", "/announcements", undefined, html),
    call(server.url, who, "GET", `/announcements/${slug}`, undefined, html),
    call(server.url, who, "GET", "/sitemap.xml", undefined, { accept: "application/xml" }),
  ]);
  for (const reply of [list, sitemap])
    if (reply.status !== 200) throw new Error(`${server.name}: ${reply.status} ${reply.text.slice(0, 200)}`);
  return {
    listed: list.text.includes(title),
    ownPage: own.status,
    openGraph: own.text.includes(`<meta property="og:title" content="${title}`),
    inSitemap: sitemap.text.includes(`/announcements/${slug}</loc>`),
  };
}

/** The HTML of /announcements on a page server. */
export async function announcementsPage(server: PageServer, who: Visitor): Promise<string> {
  const reply = await call(server.url, who, "GET", "/announcements", undefined, html);
  if (reply.status !== 200) throw new Error(`${server.name}: /announcements answered ${reply.status}`);
  return reply.text;
}

/** An announcement's fields as staff enter them. */
export const announcementInput = (text: AnnouncementText, status: "published" | "draft") => ({
  ...text,
  category: "Community",
  summary: "Bring a dish to share after Sunday's service.",
  content: "<p>Karibu wote: everyone is welcome.</p>",
  date: new Date().toISOString().slice(0, 10),
  status,
});

/** Creates an announcement as `staff` through one API instance; its id. */
export async function publishAnnouncement(
  apiUrl: string,
  staff: Visitor,
  text: AnnouncementText,
  status: "published" | "draft" = "published",
): Promise<string> {
  const reply = await call(
    apiUrl,
    staff,
    "POST",
    endpoints.announcements.create.path,
    announcementInput(text, status),
  );
  if (reply.status !== 201) throw new Error(`creating "${text.title}": ${reply.status} ${reply.text}`);
  return endpoints.announcements.create.response.parse(reply.json).announcement.id;
}

/** Changes an announcement's status as `staff` through one API instance. */
export async function setAnnouncementStatus(
  apiUrl: string,
  staff: Visitor,
  id: string,
  text: AnnouncementText,
  status: "published" | "draft",
): Promise<void> {
  const path = endpoints.announcements.update.path.replace(":id", id);
  const reply = await call(apiUrl, staff, "PUT", path, announcementInput(text, status));
  if (reply.status !== 200) throw new Error(`updating "${text.title}": ${reply.status} ${reply.text}`);
}

/**
 * Reads every server until it shows `want`, 8 s at most: pages are kept 60 s, so only the change
 * explains it. Logs whether its first answer already did. A change reaches the other API instances
 * by NOTIFY, in milliseconds (more on a busy machine), racing a request sent at once; a public-site
 * server that rendered a page from an instance that had not heard of it yet drops it again when the
 * API tells the change once more, 5 s later (READ_CACHE_MS, decision 012). Returns what each showed last.
 */
export async function untilShown(
  servers: readonly PageServer[],
  reader: Visitor,
  item: AnnouncementText,
  want: AnnouncementView,
  log: (line: string) => void,
): Promise<{ server: string; view: AnnouncementView }[]> {
  const same = (view: AnnouncementView) => JSON.stringify(view) === JSON.stringify(want);
  const started = performance.now();
  return Promise.all(
    servers.map(async (server) => {
      let view = await viewOf(server, reader, item);
      const onFirst = same(view);
      while (!same(view) && performance.now() - started < 8_000) {
        await sleep(50);
        view = await viewOf(server, reader, item);
      }
      const after = Math.round(performance.now() - started);
      log(`${server.name} ${onFirst ? "on its first request" : `within ${after} ms`}`);
      return { server: server.name, view };
    }),
  );
}

import { analyticsExportTexts, analyticsTopPagesLimit, type endpoints } from "@church/contracts";
import { sql } from "drizzle-orm";
import { crashReports, pageViews } from "../../db/schema.ts";
import { churchTimeZone } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";
import { enforceRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { deviceClassOf, pathOnly, referrerHostOf } from "./analytics.device.ts";
import {
  exportContentTypes,
  exportFileName,
  exportRows,
  renderCsv,
  renderPdf,
  renderXlsx,
} from "./analytics.export.ts";
import { analyticsSummary } from "./analytics.queries.ts";

/** Per address: a busy visitor clicking through the site, not a script inflating the figures. */
export const trackRateLimit = { name: "analytics-track", limit: 120, windowSeconds: 60 } as const;

export function createAnalyticsHandlers({ db }: AppDeps) {
  const track: Handler<typeof endpoints.analytics.track> = async ({ c, body }) => {
    await enforceRateLimit(c, db, trackRateLimit);
    if (body.type === "error") {
      await db.insert(crashReports).values({
        path: pathOnly(body.page),
        message: body.error.message,
        stack: body.error.stack ?? null,
        componentStack: body.error.componentStack ?? null,
        occurredAt: new Date(body.timestamp),
      });
      return { success: true as const };
    }
    // No IP address and no user agent are kept: only the day, the path, the device class and the
    // referring host. The day is the server's (Buffalo time), not the browser's claim.
    await db.insert(pageViews).values({
      day: sql`(now() at time zone ${sql.raw(`'${churchTimeZone}'`)})::date`,
      path: pathOnly(body.page),
      deviceClass: deviceClassOf(body.userAgent || (c.req.header("user-agent") ?? "")),
      referrer: referrerHostOf(body.referrer, c.req.header("host")),
    });
    return { success: true as const };
  };

  const summary: Handler<typeof endpoints.analytics.summary> = async () => {
    const { today: _today, ...figures } = await analyticsSummary(db, analyticsTopPagesLimit.summary);
    return figures;
  };

  const exportFile: Handler<typeof endpoints.analytics.export> = async ({ query }) => {
    const generatedAt = new Date();
    const { today, ...figures } = await analyticsSummary(db, analyticsTopPagesLimit.export);
    const texts = analyticsExportTexts[query.lang];
    const rows = exportRows(figures, texts);
    const body =
      query.format === "csv"
        ? renderCsv(rows, texts)
        : query.format === "excel"
          ? await renderXlsx(rows, texts, generatedAt)
          : await renderPdf(rows, texts, query.lang, generatedAt);
    return new Response(body, {
      headers: {
        "content-type": exportContentTypes[query.format],
        "content-disposition": `attachment; filename="${exportFileName(query.format, today)}"`,
        "cache-control": "no-store",
      },
    });
  };

  return { track, summary, exportFile };
}

import { isDevelopmentHost } from "@church/contracts";
import { Button, useLanguage } from "@church/ui-kit";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api-client.ts";
import { analyticsAllowed } from "../../lib/consent.ts";
import { pathIn } from "../../lib/language.ts";
import { routes } from "../../lib/routes.ts";

/** Sends a crash report, only with analytics consent and never from a development host. */
function reportCrash(error: unknown) {
  if (!analyticsAllowed() || isDevelopmentHost(window.location)) return;
  const crash = error instanceof Error ? error : new Error(String(error));
  api
    .call(routes.analytics.track, {
      body: {
        type: "error",
        error: { message: crash.message.slice(0, 2000), stack: crash.stack?.slice(0, 20_000) },
        timestamp: new Date().toISOString(),
        page: window.location.pathname,
      },
    })
    .catch(() => {});
}

/** The fallback error screen of the spec, shown when a screen crashes. */
export default function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation("site");
  const { language } = useLanguage();
  useEffect(() => {
    console.error(error);
    reportCrash(error);
  }, [error]);
  return (
    <main id="main" className="ps-center" role="alert">
      <h1 className="ps-center__title">{t("crash.title")}</h1>
      <p className="ps-lead">{t("crash.text")}</p>
      <div className="ps-actions">
        <Button onClick={() => window.location.reload()}>{t("crash.refresh")}</Button>
        <Button variant="secondary" onClick={() => window.location.assign(pathIn(language, "/"))}>
          {t("crash.home")}
        </Button>
      </div>
    </main>
  );
}

import { Button } from "@church/ui-kit";
import { useTranslation } from "react-i18next";

/** The fallback error screen of the spec, shown when a screen crashes. */
export default function ErrorScreen() {
  const { t } = useTranslation("site");
  return (
    <main id="main" className="ps-center" role="alert">
      <h1>{t("crash.title")}</h1>
      <p className="ps-lead">{t("crash.text")}</p>
      <div className="ps-actions">
        <Button onClick={() => window.location.reload()}>{t("crash.refresh")}</Button>
        <Button variant="secondary" onClick={() => window.location.assign("/")}>
          {t("crash.home")}
        </Button>
      </div>
    </main>
  );
}

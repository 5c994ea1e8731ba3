import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import "./staff-app.css";

/** The spec's fallback error screen, shown when a staff screen crashes. */
export function StaffCrashScreen() {
  const { t } = useTranslation("common");
  return (
    <main id="main" className="ck-staff-center" role="alert">
      <h1>{t("crashTitle")}</h1>
      <p className="ck-staff-center__lead">{t("crashText")}</p>
      <div className="ck-staff-center__actions">
        <Button onClick={() => window.location.reload()}>{t("crashRefresh")}</Button>
        <Button variant="secondary" onClick={() => window.location.assign("/")}>
          {t("crashHome")}
        </Button>
      </div>
    </main>
  );
}

/** Any other path of a staff app: the spec's 404 text with a link home (a full load: home is the public site). */
export function StaffNotFoundScreen() {
  const { t } = useTranslation("common");
  return (
    <main id="main" className="ck-staff-center">
      <h1>404</h1>
      <p className="ck-staff-center__lead">{t("notFoundTitle")}</p>
      <a href="/">{t("notFoundHome")}</a>
    </main>
  );
}

import { useTranslation } from "react-i18next";

/** Any other path of this app: the spec's 404 text with a link home (a full load: home is the public site). */
export default function NotFoundRoute() {
  const { t } = useTranslation("admin");
  return (
    <main id="main" className="ap-center">
      <h1>404</h1>
      <p className="ap-lead">{t("notFound.title")}</p>
      <a href="/">{t("notFound.home")}</a>
    </main>
  );
}

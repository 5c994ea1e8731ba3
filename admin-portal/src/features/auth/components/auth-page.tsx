import { Card } from "@church/ui-kit";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The frame of the signed-out staff pages (sign in, forgot password, set password): header, card, back link. */
export function AuthPage({ cardTitle, children }: { cardTitle: string; children: ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <main className="ap-login" id="main">
      <header className="ap-login__header">
        <h1>{t("login.title")}</h1>
        <p>{t("login.subtitle")}</p>
      </header>
      <Card className="ap-login__card" title={cardTitle}>
        {children}
      </Card>
      {/* A full page load: the website is another app on this origin. */}
      <a className="ap-login__back" href="/">
        {t("login.backToWebsite")}
      </a>
    </main>
  );
}

import type { SessionUser } from "@church/contracts";
import { Alert, Card } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import "../auth.texts.ts";
import { LoginForm } from "./login-form.tsx";

export interface LoginScreenProps {
  onSuccess: (user: SessionUser) => void;
}

/** The staff sign-in page of staff-area.md: header, card with the form, link back to the website. */
export function LoginScreen({ onSuccess }: LoginScreenProps) {
  const { t } = useTranslation("admin");
  // `?unlocked=1|0`: where an e-mailed unlock link lands (docs/decisions/007-sign-in-limits.md).
  const unlocked = useSearchParams()[0].get("unlocked");
  return (
    <main className="ap-login" id="main">
      <header className="ap-login__header">
        <h1>{t("login.title")}</h1>
        <p>{t("login.subtitle")}</p>
      </header>
      <Card className="ap-login__card" title={t("login.cardTitle")}>
        {unlocked === "1" && <Alert tone="success">{t("adminAuth:unlock.done")}</Alert>}
        {unlocked === "0" && <Alert tone="warning">{t("adminAuth:unlock.failed")}</Alert>}
        <LoginForm onSuccess={onSuccess} />
      </Card>
      {/* A full page load: the website is another app on this origin. */}
      <a className="ap-login__back" href="/">
        {t("login.backToWebsite")}
      </a>
    </main>
  );
}

import type { SessionUser } from "@church/contracts";
import { Alert } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import "../auth.texts.ts";
import { AuthPage } from "./auth-page.tsx";
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
    <AuthPage cardTitle={t("login.cardTitle")}>
      {unlocked === "1" && <Alert tone="success">{t("adminAuth:unlock.done")}</Alert>}
      {unlocked === "0" && <Alert tone="warning">{t("adminAuth:unlock.failed")}</Alert>}
      <LoginForm onSuccess={onSuccess} />
      <p className="ap-login__aside">
        <Link to="/admin-forgot-password">{t("adminAuth:forgot.link")}</Link>
      </p>
    </AuthPage>
  );
}

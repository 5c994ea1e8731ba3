import {
  type AccountTokenPurpose,
  accountLinkMessages,
  type SetPasswordFormValues,
  setPasswordFormSchema,
} from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Alert, Button, PasswordField } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { useSetPassword } from "../api/account-links.ts";
import { authErrorText, translateMessage } from "../api/auth-error-text.ts";
import { useSession } from "../api/get-session.ts";
import { authNamespace } from "../auth.texts.ts";
import { AuthPage } from "./auth-page.tsx";

export interface SetPasswordScreenProps {
  /** Which e-mail's link this page is for: "Forgot password" or an invitation. */
  purpose: AccountTokenPurpose;
}

/** The token of the link: in the fragment (`#token=...`), which no server or access log ever sees. */
const tokenFrom = (hash: string) => new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";

/**
 * The page a reset or invitation link opens: a new password twice. It works signed out; a signed-in
 * visitor is told whose password it sets (the owner's own sessions end when it is set).
 */
export function SetPasswordScreen({ purpose }: SetPasswordScreenProps) {
  const { t } = useTranslation(authNamespace);
  const { t: tAdmin } = useTranslation("admin");
  const token = tokenFrom(useLocation().hash);
  const session = useSession();
  const setPassword = useSetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetPasswordFormValues>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const linkSpent =
    !token ||
    (setPassword.error instanceof ApiError &&
      Object.values(setPassword.error.fields ?? {}).includes(accountLinkMessages.linkInvalid));
  const submit = handleSubmit(({ newPassword }) => setPassword.mutate({ token, purpose, newPassword }));
  const fieldError = (message: string | undefined) => (message ? translateMessage(message) : undefined);

  return (
    <AuthPage cardTitle={purpose === "invite" ? t("setPassword.inviteTitle") : t("setPassword.resetTitle")}>
      {setPassword.isSuccess ? (
        <>
          <Alert tone="success">{t("setPassword.done")}</Alert>
          <p className="ap-login__aside">
            <Link to="/admin-login">{t("setPassword.signIn")}</Link>
          </p>
        </>
      ) : linkSpent ? (
        <>
          <Alert tone="error">{t("errors.linkInvalid")}</Alert>
          <p className="ap-login__aside">
            <Link to="/admin-forgot-password">{t("setPassword.askAgain")}</Link>
          </p>
        </>
      ) : (
        <form className="ap-login-form" onSubmit={submit} noValidate>
          {session.data && (
            <Alert tone="info">{t("setPassword.signedInAs", { name: session.data.name })}</Alert>
          )}
          <p>{t("setPassword.intro")}</p>
          {setPassword.isError && <Alert tone="error">{authErrorText(setPassword.error, tAdmin)}</Alert>}
          <PasswordField
            label={t("setPassword.newPassword")}
            autoComplete="new-password"
            required
            error={fieldError(errors.newPassword?.message)}
            {...register("newPassword")}
          />
          <PasswordField
            label={t("setPassword.confirmPassword")}
            autoComplete="new-password"
            required
            error={fieldError(errors.confirmPassword?.message)}
            {...register("confirmPassword")}
          />
          <Button type="submit" fullWidth loading={setPassword.isPending}>
            {setPassword.isPending ? t("setPassword.submitting") : t("setPassword.submit")}
          </Button>
        </form>
      )}
    </AuthPage>
  );
}

import { type PasswordResetRequestBody, passwordResetRequestBodySchema } from "@church/contracts";
import { Alert, Button, TextField } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { z } from "zod";
import { useRequestPasswordReset } from "../api/account-links.ts";
import { authErrorText, translateMessage } from "../api/auth-error-text.ts";
import { authNamespace } from "../auth.texts.ts";
import { AuthPage } from "./auth-page.tsx";

/**
 * "Forgot password": one e-mail field. The answer is the same for any address (the API never says
 * whether an account exists), so the page only says what happens if one does.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation(authNamespace);
  const { t: tAdmin } = useTranslation("admin");
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof passwordResetRequestBodySchema>, unknown, PasswordResetRequestBody>({
    resolver: zodResolver(passwordResetRequestBodySchema),
    defaultValues: { email: "" },
  });
  const submit = handleSubmit((body) => request.mutate(body));

  return (
    <AuthPage cardTitle={t("forgot.title")}>
      {request.isSuccess ? (
        <Alert tone="success">{t("forgot.sent")}</Alert>
      ) : (
        <form className="ap-login-form" onSubmit={submit} noValidate>
          <p>{t("forgot.intro")}</p>
          {request.isError && <Alert tone="error">{authErrorText(request.error, tAdmin)}</Alert>}
          <TextField
            label={t("forgot.email")}
            type="email"
            autoComplete="username"
            required
            error={errors.email?.message ? translateMessage(errors.email.message) : undefined}
            {...register("email")}
          />
          <Button type="submit" fullWidth loading={request.isPending}>
            {request.isPending ? t("forgot.submitting") : t("forgot.submit")}
          </Button>
        </form>
      )}
      <p className="ap-login__aside">
        <Link to="/admin-login">{t("forgot.backToSignIn")}</Link>
      </p>
    </AuthPage>
  );
}

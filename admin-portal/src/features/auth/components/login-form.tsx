import {
  isLoginChallenge,
  type LoginBody,
  type LoginChallenge,
  loginBodySchema,
  type SessionUser,
} from "@church/contracts";
import { Alert, Button, PasswordField, TextField } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { authErrorText, translateMessage } from "../api/auth-error-text.ts";
import { useLogin } from "../api/login.ts";
import { TwoFactorStep } from "./two-factor-step.tsx";

export interface LoginFormProps {
  onSuccess: (user: SessionUser) => void;
}

/**
 * E-mail and password, checked with the contract's schema before the API checks them again; accounts
 * with 2FA then give the code of their second step.
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation("admin");
  const login = useLogin();
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof loginBodySchema>, unknown, LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: "", password: "" },
  });

  const submit = handleSubmit((body) => {
    login.mutate(body, {
      onSuccess: (result) => (isLoginChallenge(result) ? setChallenge(result) : onSuccess(result.user)),
    });
  });
  const fieldError = (message: string | undefined) => (message ? translateMessage(message, t) : undefined);

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSuccess={onSuccess}
        onBack={() => {
          setChallenge(null);
          login.reset();
        }}
      />
    );
  }

  return (
    <form className="ap-login-form" onSubmit={submit} noValidate>
      {login.isError && <Alert tone="error">{authErrorText(login.error, t)}</Alert>}
      <TextField
        label={t("login.email")}
        type="email"
        autoComplete="username"
        placeholder={t("login.emailPlaceholder")}
        required
        error={fieldError(errors.email?.message)}
        {...register("email")}
      />
      <PasswordField
        label={t("login.password")}
        required
        error={fieldError(errors.password?.message)}
        {...register("password")}
      />
      <Button type="submit" fullWidth loading={login.isPending}>
        {login.isPending ? t("login.submitting") : t("login.submit")}
      </Button>
    </form>
  );
}

import type { LoginChallenge, SessionUser } from "@church/contracts";
import { Alert, Button, TextField } from "@church/ui-kit";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { authErrorText } from "../api/auth-error-text.ts";
import { useLoginTwoFactor, useResendTwoFactorCode } from "../api/login-two-factor.ts";
import { authNamespace } from "../auth.texts.ts";

export interface TwoFactorStepProps {
  challenge: LoginChallenge;
  onSuccess: (user: SessionUser) => void;
  /** Back to the e-mail and password form (a new sign-in starts a new challenge). */
  onBack: () => void;
}

/** The second sign-in step: 6 digits from the authenticator app or the e-mail, or a recovery code. */
export function TwoFactorStep({ challenge, onSuccess, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation(authNamespace);
  const { t: tAdmin } = useTranslation("admin");
  const verify = useLoginTwoFactor();
  const resend = useResendTwoFactorCode();
  const [code, setCode] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(
      { challengeId: challenge.challengeId, code: code.trim() },
      { onSuccess: ({ user }) => onSuccess(user) },
    );
  };

  return (
    <form className="ap-login-form" onSubmit={submit} noValidate aria-labelledby="two-factor-title">
      <h3 id="two-factor-title" className="ap-two-factor__title">
        {t("twoFactor.title")}
      </h3>
      <p>{challenge.method === "email" ? t("twoFactor.emailIntro") : t("twoFactor.totpIntro")}</p>
      {verify.isError && <Alert tone="error">{authErrorText(verify.error, tAdmin)}</Alert>}
      {resend.isSuccess && <Alert tone="success">{t("twoFactor.resent")}</Alert>}
      {resend.isError && <Alert tone="error">{authErrorText(resend.error, tAdmin)}</Alert>}
      <TextField
        label={t("twoFactor.code")}
        hint={t("twoFactor.codeHint")}
        autoComplete="one-time-code"
        inputMode="text"
        autoFocus
        required
        maxLength={11}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" fullWidth loading={verify.isPending} disabled={code.trim().length < 6}>
        {verify.isPending ? t("twoFactor.verifying") : t("twoFactor.verify")}
      </Button>
      <div className="ap-actions">
        <Button type="button" variant="secondary" onClick={onBack}>
          {t("twoFactor.back")}
        </Button>
        {challenge.method === "email" && (
          <Button
            type="button"
            variant="ghost"
            loading={resend.isPending}
            onClick={() => resend.mutate(challenge.challengeId)}
          >
            {t("twoFactor.resend")}
          </Button>
        )}
      </div>
    </form>
  );
}

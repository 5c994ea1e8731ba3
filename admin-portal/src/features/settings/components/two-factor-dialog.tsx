import type { SessionUser } from "@church/contracts";
import { Alert, Button, Dialog, RadioGroup, TextField, toast } from "@church/ui-kit";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDisableTwoFactor, useEnableTwoFactor, useSetupTwoFactor } from "../api/account.ts";
import { settingsNamespace } from "../settings.texts.ts";
import { settingsErrorText } from "./settings-errors.ts";
import "./two-factor-dialog.css";

type Method = "totp" | "email";
type Step = "choose" | "verify" | "recovery" | "manage" | "confirmDisable";

export interface TwoFactorDialogProps {
  user: SessionUser;
}

/**
 * Setup (choose a method, then verify a code; Back returns to the choice), the one-time recovery codes,
 * and, when 2FA is on, turning it off after a confirmation and the current code.
 */
export function TwoFactorDialog({ user }: TwoFactorDialogProps) {
  const { t } = useTranslation(settingsNamespace);
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>("choose");
  const [method, setMethod] = useState<Method>("totp");
  const [code, setCode] = useState("");
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const sendDisableCode = useSetupTwoFactor();

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setStep(user.twoFactorEnabled ? "manage" : "choose");
      setCode("");
      setup.reset();
      enable.reset();
      disable.reset();
      sendDisableCode.reset();
    }
  };
  const methodName = (m: Method | null) => t(`twoFactor.methods.${m ?? "totp"}`);

  const start = () =>
    setup.mutate(method, {
      onSuccess: () => {
        setCode("");
        enable.reset();
        setStep("verify");
      },
    });
  const verify = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(
      { code: code.trim(), method },
      {
        onSuccess: ({ recoveryCodes: codes }) => {
          toast.success(t("twoFactor.enabled"));
          setRecoveryCodes(codes ?? []);
          setCode("");
          setStep("recovery");
        },
      },
    );
  };
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(code.trim(), {
      onSuccess: () => {
        toast.success(t("twoFactor.disabled"));
        setOpen(false);
      },
    });
  };

  const codeField = (hint?: string) => (
    <TextField
      label={t("twoFactor.code")}
      hint={hint}
      autoComplete="one-time-code"
      maxLength={11}
      required
      value={code}
      onChange={(event) => setCode(event.target.value)}
    />
  );

  let body: ReactNode;
  let footer: ReactNode;
  if (step === "choose") {
    body = (
      <div className="ap-stack">
        {setup.isError && (
          <Alert tone="error">{settingsErrorText(setup.error) ?? t("twoFactor.error")}</Alert>
        )}
        <RadioGroup
          label={t("twoFactor.methodLabel")}
          name="two-factor-method"
          value={method}
          onValueChange={(value) => setMethod(value === "email" ? "email" : "totp")}
          options={[
            { value: "totp", label: t("twoFactor.methodTotp"), hint: t("twoFactor.methodTotpHint") },
            {
              value: "email",
              label: t("twoFactor.methodEmail"),
              hint: t("twoFactor.methodEmailHint", { email: user.email }),
            },
          ]}
        />
      </div>
    );
    footer = (
      <Button onClick={start} loading={setup.isPending}>
        {t("twoFactor.continue")}
      </Button>
    );
  } else if (step === "verify") {
    const data = setup.data;
    body = (
      <form id="two-factor-verify" className="ap-stack" onSubmit={verify} noValidate>
        {data?.method === "totp" ? (
          <>
            <p>{t("twoFactor.scan")}</p>
            {data.qrCodeDataUrl && (
              <img
                className="ap-qr"
                src={data.qrCodeDataUrl}
                alt={t("twoFactor.qrAlt")}
                width={200}
                height={200}
              />
            )}
            <p>
              {t("twoFactor.manualKey")} <code data-testid="totp-secret">{data.secret}</code>
            </p>
          </>
        ) : (
          <p>{t("twoFactor.emailSent", { email: user.email })}</p>
        )}
        {enable.isError && (
          <Alert tone="error">{settingsErrorText(enable.error) ?? t("twoFactor.invalidCode")}</Alert>
        )}
        {codeField()}
      </form>
    );
    footer = (
      <>
        <Button variant="secondary" onClick={() => setStep("choose")}>
          {t("twoFactor.back")}
        </Button>
        <Button
          type="submit"
          form="two-factor-verify"
          loading={enable.isPending}
          disabled={code.trim().length !== 6}
        >
          {t("twoFactor.verify")}
        </Button>
      </>
    );
  } else if (step === "recovery") {
    body = (
      <div className="ap-stack">
        <Alert tone="success" title={t("twoFactor.recoveryTitle")}>
          {t("twoFactor.recoveryText")}
        </Alert>
        <ul className="ap-recovery-codes" aria-label={t("twoFactor.recoveryTitle")}>
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ul>
      </div>
    );
    footer = <Button onClick={() => setOpen(false)}>{t("twoFactor.done")}</Button>;
  } else if (step === "manage") {
    body = (
      <div className="ap-stack">
        <p>{t("twoFactor.enabledText", { method: methodName(user.twoFactorMethod) })}</p>
        <p>{t("twoFactor.recoveryLeft")}</p>
      </div>
    );
    footer = (
      <>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t("twoFactor.close")}
        </Button>
        <Button variant="danger" onClick={() => setStep("confirmDisable")}>
          {t("twoFactor.disable")}
        </Button>
      </>
    );
  } else {
    body = (
      <form id="two-factor-disable" className="ap-stack" onSubmit={turnOff} noValidate>
        <Alert tone="warning">{t("twoFactor.confirmDisable")}</Alert>
        {disable.isError && (
          <Alert tone="error">{settingsErrorText(disable.error) ?? t("twoFactor.error")}</Alert>
        )}
        {sendDisableCode.isSuccess && <Alert tone="success">{t("twoFactor.codeSent")}</Alert>}
        {user.twoFactorMethod === "email" && (
          <div className="ap-actions">
            <Button
              variant="secondary"
              loading={sendDisableCode.isPending}
              onClick={() => sendDisableCode.mutate("email")}
            >
              {t("twoFactor.sendCode")}
            </Button>
          </div>
        )}
        {codeField(t("twoFactor.disableCodeHint"))}
      </form>
    );
    footer = (
      <>
        <Button variant="secondary" onClick={() => setStep("manage")}>
          {t("twoFactor.back")}
        </Button>
        <Button
          type="submit"
          form="two-factor-disable"
          variant="danger"
          loading={disable.isPending}
          disabled={code.trim().length < 6}
        >
          {t("twoFactor.disable")}
        </Button>
      </>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      trigger={
        <Button variant={user.twoFactorEnabled ? "secondary" : "primary"}>
          {user.twoFactorEnabled ? t("twoFactor.manage") : t("twoFactor.setup")}
        </Button>
      }
      title={t("twoFactor.dialogTitle")}
      description={step === "choose" ? t("twoFactor.chooseDescription") : undefined}
      footer={footer}
    >
      {body}
    </Dialog>
  );
}

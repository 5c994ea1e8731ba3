import { changePasswordFormSchema } from "@church/contracts";
import { Button, Dialog, DialogClose, PasswordField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useChangePassword } from "../api/account.ts";
import { settingsNamespace } from "../settings.texts.ts";
import { settingsErrorText, translateSettingsMessage } from "./settings-errors.ts";

type FormValues = z.input<typeof changePasswordFormSchema>;

/** Current, new and confirmed password; the confirmation is checked here and never sent. */
export function ChangePasswordDialog() {
  const { t } = useTranslation(settingsNamespace);
  const [open, setOpen] = useState(false);
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const fieldError = (message: string | undefined) =>
    message ? translateSettingsMessage(message) : undefined;

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset();
      change.reset();
    }
  };
  const submit = handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(t("password.success"));
          openChange(false);
        },
        onError: (error) => toast.error(t("password.error"), { description: settingsErrorText(error) }),
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      trigger={<Button variant="secondary">{t("password.open")}</Button>}
      title={t("password.dialogTitle")}
      description={t("password.dialogDescription")}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t("password.cancel")}</Button>
          </DialogClose>
          <Button type="submit" form="change-password-form" loading={change.isPending}>
            {t("password.save")}
          </Button>
        </>
      }
    >
      <form id="change-password-form" className="ap-stack" onSubmit={submit} noValidate>
        <PasswordField
          label={t("password.current")}
          autoComplete="current-password"
          required
          error={fieldError(errors.currentPassword?.message)}
          {...register("currentPassword")}
        />
        <PasswordField
          label={t("password.new")}
          hint={t("password.newHint")}
          autoComplete="new-password"
          required
          error={fieldError(errors.newPassword?.message)}
          {...register("newPassword")}
        />
        <PasswordField
          label={t("password.confirm")}
          autoComplete="new-password"
          required
          error={fieldError(errors.confirmPassword?.message)}
          {...register("confirmPassword")}
        />
      </form>
    </Dialog>
  );
}

import { toE164 } from "@church/contracts";
import { Button, Dialog, TextField } from "@church/ui-kit";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { attendanceNamespace } from "../attendance.texts.ts";

export interface NewcomerValues {
  givenName: string;
  familyName: string;
  phone: string;
}

export interface NewcomerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the trimmed fields once the name is there and the phone (if any) is a number. */
  onAdd: (values: NewcomerValues) => void;
}

const empty: NewcomerValues = { givenName: "", familyName: "", phone: "" };

/** A newcomer at the door: a first name, and a family name and phone if they give them. */
export function NewcomerDialog({ open, onOpenChange, onAdd }: NewcomerDialogProps) {
  const { t } = useTranslation(attendanceNamespace);
  const [values, setValues] = useState(empty);
  const [nameError, setNameError] = useState(false);
  const [phoneError, setPhoneError] = useState(false);
  const set = (field: keyof NewcomerValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = {
      givenName: values.givenName.trim(),
      familyName: values.familyName.trim(),
      phone: values.phone.trim(),
    };
    // Checked here as the server does: a tap the server refuses would be dropped, newcomer and all.
    const badPhone = trimmed.phone !== "" && !toE164(trimmed.phone);
    setNameError(!trimmed.givenName);
    setPhoneError(badPhone);
    if (!trimmed.givenName || badPhone) return;
    onAdd(trimmed);
    setValues(empty);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("newcomer.title")}
      description={t("newcomer.description")}
      size="sm"
    >
      <form className="crm-attendance-newcomer" onSubmit={submit} noValidate>
        <TextField
          label={t("newcomer.givenName")}
          value={values.givenName}
          onChange={set("givenName")}
          autoComplete="off"
          required
          error={nameError ? t("newcomer.givenNameRequired") : undefined}
        />
        <TextField
          label={t("newcomer.familyName")}
          value={values.familyName}
          onChange={set("familyName")}
          autoComplete="off"
        />
        <TextField
          label={t("newcomer.phone")}
          value={values.phone}
          onChange={set("phone")}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={phoneError ? t("newcomer.phoneInvalid") : undefined}
        />
        <div className="crm-actions">
          <Button type="submit">{t("newcomer.submit")}</Button>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t("newcomer.cancel")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

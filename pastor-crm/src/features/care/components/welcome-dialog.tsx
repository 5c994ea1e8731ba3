import type { FollowUp, FollowUpStep, WelcomeVia } from "@church/contracts";
import { Button, Dialog, RadioGroup, toast } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { personName } from "../../../lib/names.ts";
import { useSendWelcome } from "../api/update-step.ts";
import { careNamespace } from "../care.texts.ts";

/** The church's welcome in the person's language, sent by e-mail, SMS or WhatsApp; the step is then done. */
export function WelcomeDialog({
  followUp,
  step,
  onOpenChange,
}: {
  followUp: FollowUp;
  step: FollowUpStep;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(careNamespace);
  const { person, welcome } = followUp;
  const choices: Array<{ value: WelcomeVia; disabledBy: string | null }> = [
    { value: "sms", disabledBy: person.phone ? null : t("welcome.noPhone") },
    { value: "whatsapp", disabledBy: person.phone ? null : t("welcome.noPhone") },
    { value: "email", disabledBy: person.email ? null : t("welcome.noEmail") },
  ];
  const [via, setVia] = useState<WelcomeVia | undefined>(choices.find((c) => !c.disabledBy)?.value);
  const send = useSendWelcome();
  const submit = () => {
    if (!via) return;
    send.mutate(
      { followUpId: followUp.id, stepId: step.id, via },
      {
        onSuccess: () => {
          toast.success(t("welcome.sent"));
          onOpenChange(false);
        },
        onError: () => toast.error(t("welcome.failed")),
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t("welcome.title", { name: personName(person) })}
      description={t("welcome.description", { language: t(`languages.${person.language}`) })}
      footer={
        <Button onClick={submit} disabled={!via || send.isPending}>
          {t("welcome.send")}
        </Button>
      }
    >
      <RadioGroup
        label={t("welcome.via")}
        name="welcome-via"
        value={via}
        onValueChange={(value) => setVia(value as WelcomeVia)}
        options={choices.map((c) => ({
          value: c.value,
          label: t(`welcome.${c.value}`),
          hint: c.disabledBy ?? (c.value === "email" ? person.email : person.phone) ?? undefined,
          disabled: Boolean(c.disabledBy),
        }))}
      />
      <figure className="crm-care-preview">
        <figcaption>{t("welcome.preview")}</figcaption>
        {via === "email" && <p className="crm-care-preview-subject">{welcome.subject}</p>}
        <p lang={person.language}>{welcome.body}</p>
      </figure>
    </Dialog>
  );
}

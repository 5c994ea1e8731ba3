import {
  type CareSettings,
  type CareStaff,
  careSettingsSchema,
  type FollowUpPlanStep,
  followUpChannels,
} from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Button, Card, PageHeader, SelectField, TextArea, TextField, toast } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useCareSettings, useUpdateCareSettings } from "../api/care-settings.ts";
import { careNamespace } from "../care.texts.ts";
import { LoadState } from "./load-state.tsx";
import "./care.css";

/** /admin/crm/care/settings: the follow-up steps, the welcome template in both languages, N weeks. */
export function CareSettingsPage() {
  const { t } = useTranslation(careNamespace);
  const query = useCareSettings();
  return (
    <main className="crm-care">
      <PageHeader
        eyebrow={<Link to="/admin/crm/follow-up">{t("nav.followUp")}</Link>}
        title={t("settings.title")}
        description={t("settings.description")}
      />
      {query.data ? (
        <SettingsForm initial={query.data.settings} staff={query.data.staff} />
      ) : (
        <LoadState error={query.error} onRetry={() => void query.refetch()} />
      )}
    </main>
  );
}

const newStep = (): FollowUpPlanStep => ({
  titleEn: "",
  titleSw: "",
  daysOffset: 7,
  channel: "call",
  assigneeId: null,
});

function SettingsForm({ initial, staff }: { initial: CareSettings; staff: CareStaff[] }) {
  const { t } = useTranslation(careNamespace);
  const [settings, setSettings] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateCareSettings();
  const setStep = (i: number, patch: Partial<FollowUpPlanStep>) =>
    setSettings((s) => ({ ...s, steps: s.steps.map((step, j) => (j === i ? { ...step, ...patch } : step)) }));
  const setWelcome = (patch: Partial<CareSettings["welcome"]>) =>
    setSettings((s) => ({ ...s, welcome: { ...s.welcome, ...patch } }));

  const submit = () => {
    // The contract's schema checks the form, as the API will.
    const parsed = careSettingsSchema.safeParse(settings);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])));
      toast.error(t("settings.failed"));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t("settings.saved")),
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        toast.error(t("settings.failed"));
      },
    });
  };

  return (
    <form
      className="crm-care-cards"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Card title={t("settings.steps")}>
        <ol className="crm-care-plan">
          {settings.steps.map((step, i) => {
            const n = i + 1;
            const err = (field: string) => errors[`steps.${i}.${field}`];
            return (
              // Steps have no id: their place is who they are (the fields are controlled, so none is lost).
              <li key={i} aria-label={t("settings.step", { n })}>
                <h3>{t("settings.step", { n })}</h3>
                <div className="crm-care-plan-fields">
                  <TextField
                    label={t("settings.titleEn")}
                    value={step.titleEn}
                    maxLength={120}
                    error={err("titleEn")}
                    onChange={(e) => setStep(i, { titleEn: e.target.value })}
                  />
                  <TextField
                    label={t("settings.titleSw")}
                    value={step.titleSw}
                    maxLength={120}
                    error={err("titleSw")}
                    onChange={(e) => setStep(i, { titleSw: e.target.value })}
                  />
                  <TextField
                    label={t("settings.days")}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={365}
                    value={String(step.daysOffset)}
                    error={err("daysOffset")}
                    onChange={(e) => setStep(i, { daysOffset: Number(e.target.value) })}
                  />
                  <SelectField
                    label={t("settings.channel")}
                    value={step.channel}
                    options={followUpChannels.map((c) => ({ value: c, label: t(`channels.${c}`) }))}
                    onChange={(e) => setStep(i, { channel: e.target.value as FollowUpPlanStep["channel"] })}
                  />
                  <SelectField
                    label={t("settings.assignee")}
                    value={step.assigneeId ?? ""}
                    error={err("assigneeId")}
                    options={[
                      { value: "", label: t("settings.assigneeDefault") },
                      ...staff.map((s) => ({ value: s.id, label: s.name })),
                    ]}
                    onChange={(e) => setStep(i, { assigneeId: e.target.value || null })}
                  />
                </div>
                <div className="crm-care-actions">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setSettings((s) => ({ ...s, steps: s.steps.filter((_, j) => j !== i) }))}
                  >
                    {t("settings.remove", { n })}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        <div className="crm-care-actions">
          <Button
            variant="secondary"
            disabled={settings.steps.length >= 12}
            onClick={() => setSettings((s) => ({ ...s, steps: [...s.steps, newStep()] }))}
          >
            {t("settings.add")}
          </Button>
        </div>
      </Card>
      <Card title={t("settings.welcome")} description={t("settings.placeholders")}>
        <div className="crm-care-plan-fields">
          <TextField
            label={t("settings.subjectEn")}
            value={settings.welcome.subjectEn}
            maxLength={200}
            error={errors["welcome.subjectEn"]}
            onChange={(e) => setWelcome({ subjectEn: e.target.value })}
          />
          <TextField
            label={t("settings.subjectSw")}
            value={settings.welcome.subjectSw}
            maxLength={200}
            error={errors["welcome.subjectSw"]}
            onChange={(e) => setWelcome({ subjectSw: e.target.value })}
          />
          <TextArea
            label={t("settings.bodyEn")}
            rows={5}
            maxLength={1000}
            value={settings.welcome.bodyEn}
            error={errors["welcome.bodyEn"]}
            onChange={(e) => setWelcome({ bodyEn: e.target.value })}
          />
          <TextArea
            label={t("settings.bodySw")}
            rows={5}
            maxLength={1000}
            value={settings.welcome.bodySw}
            error={errors["welcome.bodySw"]}
            onChange={(e) => setWelcome({ bodySw: e.target.value })}
          />
        </div>
      </Card>
      <Card>
        <TextField
          label={t("settings.notSeenWeeks")}
          type="number"
          inputMode="numeric"
          min={1}
          max={52}
          value={String(settings.notSeenWeeks)}
          error={errors.notSeenWeeks}
          onChange={(e) => setSettings((s) => ({ ...s, notSeenWeeks: Number(e.target.value) }))}
        />
      </Card>
      <div className="crm-care-actions">
        <Button type="submit" disabled={save.isPending}>
          {t("settings.save")}
        </Button>
      </div>
    </form>
  );
}

import {
  genders,
  languageSchema,
  membershipStages,
  type Person,
  type PersonFormValues,
  type PersonInput,
  personInputSchema,
} from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Button, Dialog, DialogClose, SelectField, TextField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useCreatePerson } from "../api/create-person.ts";
import { useUpdatePerson } from "../api/update-person.ts";
import { peopleNamespace } from "../people.texts.ts";
import { personName } from "./person-name.ts";

export interface PersonFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The person to edit; absent to add one. */
  person?: Person | null;
  /** Called with the saved person (the list opens a new person's page). */
  onSaved?: (person: Person) => void;
}

/** Empty inputs mean "not given": the contract's input has none of them. */
function cleaned(values: PersonFormValues): PersonFormValues {
  const number = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
  // A month or a day typed makes the date; the schema then names what is missing or wrong.
  const yearly = (d: PersonFormValues["birthday"]) => {
    const month = number(d?.month);
    const day = number(d?.day);
    return month || day ? { month: month ?? 0, day: day ?? 0, year: number(d?.year) } : null;
  };
  const address = values.address;
  const hasAddress =
    address &&
    [address.line1, address.city, address.region, address.postalCode, address.country].some((v) => v?.trim());
  return {
    ...values,
    phones: values.phones.map((p) => p.trim()).filter(Boolean),
    birthday: yearly(values.birthday),
    anniversary: yearly(values.anniversary),
    address: hasAddress ? address : null,
    gender: values.gender || null,
  };
}

const baseResolver = zodResolver(personInputSchema);
const resolver: Resolver<PersonFormValues, unknown, PersonInput> = (values, context, options) =>
  baseResolver(cleaned(values), context, options);

function initialValues(person: Person | null | undefined): PersonFormValues {
  return {
    givenName: person?.givenName ?? "",
    familyName: person?.familyName ?? "",
    knownAs: person?.knownAs ?? "",
    language: person?.language ?? "sw",
    // Two inputs: the numbers they have, and room for one more.
    phones: [person?.phones[0] ?? "", person?.phones[1] ?? ""],
    email: person?.email ?? "",
    address: {
      line1: person?.address?.line1 ?? "",
      city: person?.address?.city ?? "",
      region: person?.address?.region ?? "",
      postalCode: person?.address?.postalCode ?? "",
      country: person?.address?.country ?? "",
    },
    birthday: person?.birthday ?? undefined,
    anniversary: person?.anniversary ?? undefined,
    gender: person?.gender ?? null,
    stage: person?.stage ?? "visitor",
    firstSeenOn: person?.firstSeenOn ?? "",
    lastSeenOn: person?.lastSeenOn ?? "",
  };
}

/** Add or edit a person. The form mounts with the dialog, so each opening starts from fresh values. */
export function PersonFormDialog({ open, onOpenChange, person, onSaved }: PersonFormDialogProps) {
  const { t } = useTranslation(peopleNamespace);
  const formId = useId();
  const create = useCreatePerson();
  const update = useUpdatePerson();
  const saving = create.isPending || update.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !saving && onOpenChange(next)}
      title={person ? t("form.editTitle", { name: personName(person) }) : t("form.addTitle")}
      description={t("form.description")}
      size="lg"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={saving}>
              {t("form.cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving}>
            {t("form.save")}
          </Button>
        </>
      }
    >
      {open && (
        <PersonForm
          formId={formId}
          person={person ?? null}
          onSubmit={async (body) => {
            const saved = person
              ? await update.mutateAsync({ id: person.id, body })
              : await create.mutateAsync(body);
            toast.success(t("form.saved"));
            onOpenChange(false);
            onSaved?.(saved.person);
          }}
        />
      )}
    </Dialog>
  );
}

function PersonForm({
  formId,
  person,
  onSubmit,
}: {
  formId: string;
  person: Person | null;
  onSubmit: (body: PersonInput) => Promise<void>;
}) {
  const { t } = useTranslation(peopleNamespace);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PersonFormValues, unknown, PersonInput>({ resolver, defaultValues: initialValues(person) });

  /** The contract's messages are English: ours, in the reader's language, by field. */
  function message(field: string, error: { message?: string; type?: string } | undefined) {
    if (!error) return undefined;
    // The server's own words when it refused a value the form let through.
    if (error.type === "server") return error.message;
    if (field.startsWith("phones")) return t("form.invalidPhone");
    if (field === "email") return t("form.invalidEmail");
    if (field === "address.country") return t("form.invalidCountry");
    if (field === "birthday.year" || field === "anniversary.year") return t("form.invalidYear");
    if (field.startsWith("birthday") || field.startsWith("anniversary")) return t("form.invalidBirthday");
    if (field === "givenName") return t("form.required");
    return t("form.invalid");
  }

  async function submit(body: PersonInput) {
    try {
      await onSubmit(body);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          setError(field as FieldPath<PersonFormValues>, { type: "server", message: text });
        }
      }
      toast.error(t("form.saveFailed"));
    }
  }

  const number = { setValueAs: (v: string) => (v === "" ? null : Number(v)) } as const;
  return (
    <form id={formId} className="crm-people-form" noValidate onSubmit={handleSubmit(submit)}>
      <div className="crm-people-pair">
        <TextField
          label={t("form.givenName")}
          required
          autoComplete="off"
          error={message("givenName", errors.givenName)}
          {...register("givenName")}
        />
        <TextField label={t("form.familyName")} autoComplete="off" {...register("familyName")} />
      </div>
      <div className="crm-people-pair">
        <TextField label={t("form.knownAs")} autoComplete="off" {...register("knownAs")} />
        <SelectField
          label={t("form.language")}
          options={languageSchema.options.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          {...register("language")}
        />
      </div>
      <SelectField
        label={t("form.stage")}
        options={membershipStages.map((s) => ({ value: s, label: t(`stages.${s}`) }))}
        {...register("stage")}
      />
      <div className="crm-people-pair">
        {[0, 1].map((i) => (
          <TextField
            key={i}
            label={`${t("form.phone")} ${i + 1}`}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            hint={i === 0 ? t("form.phoneHint") : undefined}
            error={message(`phones.${i}`, errors.phones?.[i])}
            {...register(`phones.${i}`)}
          />
        ))}
      </div>
      <TextField
        label={t("form.email")}
        type="email"
        autoComplete="off"
        error={message("email", errors.email)}
        {...register("email")}
      />
      <fieldset>
        <legend>{t("person.address")}</legend>
        <TextField label={t("form.line1")} {...register("address.line1")} />
        <div className="crm-people-pair">
          <TextField label={t("form.city")} {...register("address.city")} />
          <TextField label={t("form.region")} {...register("address.region")} />
        </div>
        <div className="crm-people-pair">
          <TextField label={t("form.postalCode")} {...register("address.postalCode")} />
          <TextField
            label={t("form.country")}
            hint={t("form.countryHint")}
            maxLength={2}
            error={message("address.country", errors.address?.country)}
            {...register("address.country")}
          />
        </div>
      </fieldset>
      {(["birthday", "anniversary"] as const).map((name) => (
        <fieldset key={name}>
          <legend>{t(`person.${name}`)}</legend>
          <div className="crm-people-pair">
            <SelectField
              label={t(name === "birthday" ? "form.birthMonth" : "form.anniversaryMonth")}
              options={[
                { value: "", label: t("form.noMonth") },
                ...Array.from({ length: 12 }, (_, i) => ({
                  value: String(i + 1),
                  label: new Intl.DateTimeFormat(undefined, { month: "long", timeZone: "UTC" }).format(
                    new Date(Date.UTC(2000, i, 1)),
                  ),
                })),
              ]}
              {...register(`${name}.month`, number)}
            />
            <TextField
              label={t(name === "birthday" ? "form.birthDay" : "form.anniversaryDay")}
              type="number"
              inputMode="numeric"
              min={1}
              max={31}
              error={message(`${name}.day`, errors[name]?.day)}
              {...register(`${name}.day`, number)}
            />
            <TextField
              label={t(name === "birthday" ? "form.birthYear" : "form.anniversaryYear")}
              type="number"
              inputMode="numeric"
              error={message(`${name}.year`, errors[name]?.year)}
              {...register(`${name}.year`, number)}
            />
          </div>
        </fieldset>
      ))}
      <div className="crm-people-pair">
        <SelectField
          label={t("form.gender")}
          options={[
            { value: "", label: t("form.noGender") },
            ...genders.map((g) => ({ value: g, label: t(`genders.${g}`) })),
          ]}
          {...register("gender", { setValueAs: (v: string) => v || null })}
        />
        <TextField label={t("form.firstSeenOn")} type="date" {...register("firstSeenOn")} />
        <TextField label={t("form.lastSeenOn")} type="date" {...register("lastSeenOn")} />
      </div>
    </form>
  );
}

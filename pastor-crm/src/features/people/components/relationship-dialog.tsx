import { type Person, relationshipInputSchema, relationshipKinds } from "@church/contracts";
import { Button, Dialog, DialogClose, RadioGroup, SelectField, TextField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useAddRelationship } from "../api/add-relationship.ts";
import { usePeople } from "../api/get-people.ts";
import { peopleNamespace } from "../people.texts.ts";
import { personName } from "./person-name.ts";

type Values = z.input<typeof relationshipInputSchema>;

export interface RelationshipDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  person: Person;
}

/** Relates someone to this person: find them by name, e-mail or phone, then say how they stand. */
export function RelationshipDialog({ open, onOpenChange, person }: RelationshipDialogProps) {
  const { t } = useTranslation(peopleNamespace);
  const formId = useId();
  const [search, setSearch] = useState("");
  const found = usePeople({ q: search.trim() || undefined, limit: 8, offset: 0 });
  const add = useAddRelationship();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof relationshipInputSchema>>({
    resolver: zodResolver(relationshipInputSchema),
    defaultValues: { kind: "sibling" },
  });
  const candidates = (search.trim() ? (found.data?.people ?? []) : []).filter((p) => p.id !== person.id);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !add.isPending && onOpenChange(next)}
      title={t("relationships.addTitle", { name: personName(person) })}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={add.isPending}>
              {t("form.cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={add.isPending}>
            {t("form.save")}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="crm-people-form"
        noValidate
        onSubmit={handleSubmit(async (body) => {
          try {
            await add.mutateAsync({ id: person.id, ...body });
            toast.success(t("form.saved"));
            onOpenChange(false);
          } catch {
            toast.error(t("form.saveFailed"));
          }
        })}
      >
        <TextField
          type="search"
          label={t("relationships.find")}
          placeholder={t("search.placeholder")}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {candidates.length > 0 ? (
          <RadioGroup
            label={t("relationships.who")}
            options={candidates.map((p) => ({ value: p.id, label: personName(p) }))}
            error={errors.personId ? t("relationships.choose") : undefined}
            {...register("personId")}
          />
        ) : (
          <p className="crm-people-meta">
            {errors.personId
              ? t("relationships.choose")
              : search.trim()
                ? t("list.empty")
                : t("relationships.findHint")}
          </p>
        )}
        <SelectField
          label={t("relationships.kind", { name: personName(person) })}
          options={relationshipKinds.map((kind) => ({ value: kind, label: t(`relationships.${kind}`) }))}
          {...register("kind")}
        />
      </form>
    </Dialog>
  );
}

import { householdMemberInputSchema, householdRoles, type Person } from "@church/contracts";
import { Button, Checkbox, Dialog, DialogClose, SelectField, TextField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useAddToHousehold } from "../api/add-household-member.ts";
import { useHouseholds } from "../api/get-households.ts";
import { peopleNamespace } from "../people.texts.ts";

/** The contract's member input for this person, and which household: an existing one, or a new name. */
const householdChoiceSchema = householdMemberInputSchema
  .omit({ personId: true })
  .extend({ householdId: z.string(), newName: z.string().trim().max(120) })
  .refine((v) => v.householdId !== "" || v.newName !== "", { path: ["newName"], message: "required" });
type Choice = z.input<typeof householdChoiceSchema>;
type ChosenHousehold = z.output<typeof householdChoiceSchema>;

export interface HouseholdDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  person: Person;
}

/** Puts a person in a household (a new one, or one there is); someone living elsewhere moves. */
export function HouseholdDialog({ open, onOpenChange, person }: HouseholdDialogProps) {
  const { t } = useTranslation(peopleNamespace);
  const formId = useId();
  const households = useHouseholds({ enabled: open });
  const add = useAddToHousehold();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<Choice, unknown, ChosenHousehold>({
    resolver: zodResolver(householdChoiceSchema),
    defaultValues: {
      householdId: person.household?.id ?? "",
      newName: person.familyName ? t("household.defaultName", { name: person.familyName }) : "",
      role: person.household?.role ?? "adult",
      isContact: person.household?.isContact ?? false,
    },
  });
  const creating = watch("householdId") === "";

  const save = async (choice: ChosenHousehold) => {
    try {
      await add.mutateAsync({
        personId: person.id,
        household: choice.householdId ? { id: choice.householdId } : { name: choice.newName },
        role: choice.role,
        isContact: choice.isContact,
      });
      toast.success(t("form.saved"));
      onOpenChange(false);
    } catch {
      toast.error(t("form.saveFailed"));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !add.isPending && onOpenChange(next)}
      title={t("household.addTitle")}
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
      <form id={formId} className="crm-people-form" noValidate onSubmit={handleSubmit(save)}>
        <SelectField
          label={t("household.title")}
          options={[
            { value: "", label: t("household.new") },
            ...(households.data ?? []).map((h) => ({ value: h.id, label: h.name })),
          ]}
          {...register("householdId")}
        />
        {creating && (
          <TextField
            label={t("household.name")}
            required
            error={errors.newName ? t("form.required") : undefined}
            {...register("newName")}
          />
        )}
        <SelectField
          label={t("household.role")}
          options={householdRoles.map((role) => ({ value: role, label: t(`household.${role}`) }))}
          {...register("role")}
        />
        <Checkbox label={t("household.isContact")} {...register("isContact")} />
      </form>
    </Dialog>
  );
}

import {
  roles,
  type StaffUser,
  type UserUpdateFormValues,
  type UserUpdateInput,
  userUpdateInputSchema,
} from "@church/contracts";
import { Button, Dialog, DialogClose, SelectField, TextField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useCreateUser, useUpdateUser } from "../api/save-user.ts";
import { usersNamespace } from "../users.texts.ts";
import { userErrorText } from "./user-errors.ts";

export interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account to edit; none to add a new one. */
  user?: StaffUser;
}

const emptyValues: UserUpdateFormValues = {
  username: "",
  email: "",
  name: "",
  role: "content_editor",
};

/**
 * Add or edit a staff account. No password field: a new account is e-mailed an invitation to choose
 * its own, and no administrator ever types one.
 */
export function UserFormDialog({ open, onOpenChange, user }: UserFormDialogProps) {
  const { t } = useTranslation(usersNamespace);
  const { t: tAdmin } = useTranslation("admin");
  const create = useCreateUser();
  const update = useUpdateUser();
  const editing = !!user;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<UserUpdateFormValues, unknown, UserUpdateInput>({
    resolver: zodResolver(userUpdateInputSchema),
    defaultValues: emptyValues,
  });

  useEffect(() => {
    if (open)
      reset(
        user ? { username: user.username, email: user.email, name: user.name, role: user.role } : emptyValues,
      );
  }, [open, user, reset]);

  const submit = handleSubmit((values) => {
    if (user) {
      update.mutate(
        { id: user.id, body: values },
        {
          onSuccess: () => {
            toast.success(t("toast.updated"));
            onOpenChange(false);
          },
          onError: (error) => toast.error(t("toast.updateError"), { description: userErrorText(error) }),
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => {
          toast.success(t("toast.created"));
          onOpenChange(false);
        },
        onError: (error) => toast.error(t("toast.createError"), { description: userErrorText(error) }),
      });
    }
  });
  const busy = create.isPending || update.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t("form.editTitle") : t("form.addTitle")}
      description={t("form.description")}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t("form.cancel")}</Button>
          </DialogClose>
          <Button type="submit" form="user-form" loading={busy}>
            {editing ? t("form.update") : t("form.save")}
          </Button>
        </>
      }
    >
      <form id="user-form" className="ap-stack" onSubmit={submit} noValidate>
        <TextField
          label={t("form.name")}
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register("name")}
        />
        <TextField
          label={t("form.username")}
          required
          autoComplete="off"
          error={errors.username?.message}
          {...register("username")}
        />
        <TextField
          label={t("form.email")}
          type="email"
          required
          autoComplete="off"
          error={errors.email?.message}
          {...register("email")}
        />
        <SelectField
          label={t("form.role")}
          options={roles.map((role) => ({ value: role, label: tAdmin(`roles.${role}`) }))}
          {...register("role")}
        />
      </form>
    </Dialog>
  );
}

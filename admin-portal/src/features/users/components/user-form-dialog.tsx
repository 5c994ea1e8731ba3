import {
  roles,
  type StaffUser,
  type UserUpdateFormValues,
  type UserUpdateInput,
  userCreateInputSchema,
  userUpdateInputSchema,
} from "@church/contracts";
import { Button, Dialog, DialogClose, PasswordField, SelectField, TextField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { type Resolver, useForm } from "react-hook-form";
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
  password: "",
};

/** Add or edit a staff account: the password is required on create; left empty on edit it stays. */
export function UserFormDialog({ open, onOpenChange, user }: UserFormDialogProps) {
  const { t } = useTranslation(usersNamespace);
  const { t: tAdmin } = useTranslation("admin");
  const create = useCreateUser();
  const update = useUpdateUser();
  const editing = !!user;
  // One form for both: the create schema's output is a stricter update (the password is required).
  const resolver = zodResolver(
    editing ? userUpdateInputSchema : userCreateInputSchema,
  ) as unknown as Resolver<UserUpdateFormValues, unknown, UserUpdateInput>;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<UserUpdateFormValues, unknown, UserUpdateInput>({ resolver, defaultValues: emptyValues });

  useEffect(() => {
    if (open)
      reset(
        user
          ? { username: user.username, email: user.email, name: user.name, role: user.role, password: "" }
          : emptyValues,
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
      create.mutate(
        { ...values, password: values.password ?? "" },
        {
          onSuccess: () => {
            toast.success(t("toast.created"));
            onOpenChange(false);
          },
          onError: (error) => toast.error(t("toast.createError"), { description: userErrorText(error) }),
        },
      );
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
        <PasswordField
          label={t("form.password")}
          required={!editing}
          autoComplete="new-password"
          hint={editing ? t("form.passwordHint") : t("form.passwordNewHint")}
          error={errors.password?.message}
          {...register("password")}
        />
      </form>
    </Dialog>
  );
}

import { z } from "zod";
import { sessionUserSchema } from "../auth/auth.schema.ts";
import { emailSchema, isoDateTime, requiredText } from "../common/primitives.ts";
import { roleSchema } from "../common/roles.ts";

/** Texts of staff-area.md about users (the apps translate them). */
export const userMessages = {
  created: "User created. An invitation to choose a password was e-mailed to them.",
  createError: "Error creating user",
  updateError: "Error updating user",
  empty: "No users found.",
  never: "Never",
  duplicate: "A user with this email or username already exists.",
  notYourself: "You cannot pause or delete your own account.",
  lastAdmin: "This is the last active administrator. Make another account an active administrator first.",
  paused: "User paused. Their sessions have ended.",
  activated: "User activated.",
  updated: "User updated successfully!",
  deleted: "User deleted.",
  confirmDelete: "Are you sure you want to delete this user?",
  notFound: "User not found",
} as const;

/** A staff account as user management lists it. */
export const staffUserSchema = sessionUserSchema.extend({
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** What a username may hold (the rule of the user form). */
export const usernamePattern = /^[A-Za-z0-9._-]{1,50}$/;

/** A username the rule accepts, made from an e-mail address's local part (e.g. for a seeded account). */
export function usernameFromEmail(email: string): string {
  const local = (email.split("@")[0] ?? "").replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "");
  return (local || "user").toLowerCase().slice(0, 40);
}

const userFields = {
  username: z
    .string()
    .trim()
    .min(1, { message: "Username is required" })
    .max(50)
    .regex(usernamePattern, { message: "Use letters, digits, dots, dashes or underscores" }),
  email: z.string().trim().min(1, { message: "Email is required" }).pipe(emailSchema),
  name: requiredText(100, "Full name is required"),
  role: roleSchema.default("content_editor"),
};

/**
 * Create and edit take no password: no administrator ever types one. A new account gets an e-mailed
 * invitation to choose its own, and an admin can send another (`POST /api/users/:id/invitation`).
 */
export const userCreateInputSchema = z.object(userFields);
export type UserCreateFormValues = z.input<typeof userCreateInputSchema>;
export type UserCreateInput = z.output<typeof userCreateInputSchema>;

export const userUpdateInputSchema = userCreateInputSchema;
export type UserUpdateFormValues = z.input<typeof userUpdateInputSchema>;
export type UserUpdateInput = z.output<typeof userUpdateInputSchema>;

export const usersListResponseSchema = z.object({ users: z.array(staffUserSchema) });
export const userResponseSchema = z.object({ user: staffUserSchema, message: z.string().optional() });

import { z } from "zod";
import { emailSchema, idSchema, isoDateTime } from "../common/primitives.ts";
import { roleSchema } from "../common/roles.ts";

/** Texts of staff-area.md section 8, kept word for word (the apps translate them). */
export const authMessages = {
  required: "Email and password are required",
  accessDenied:
    "Access Denied: You are not authorized to access this portal. Please use one of the authorized admin email addresses.",
  invalidCredentials: "Login failed. Please check your credentials.",
  sessionExpired: "Your session has expired. Please sign in again.",
  passwordsDoNotMatch: "New passwords do not match",
  wrongCurrentPassword: "Current password is incorrect",
} as const;

export const userStatusSchema = z.enum(["active", "paused"]);
export const twoFactorMethodSchema = z.enum(["totp", "email"]);

/** The signed-in staff member as the apps see them. */
export const sessionUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  username: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  twoFactorEnabled: z.boolean(),
  twoFactorMethod: twoFactorMethodSchema.nullable(),
  lastLogin: isoDateTime.nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginBodySchema = z.object({
  email: z.string({ message: authMessages.required }).trim().min(1, { message: authMessages.required }).pipe(emailSchema),
  password: z.string({ message: authMessages.required }).min(1, { message: authMessages.required }).max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  user: sessionUserSchema,
  /** Seconds until the access token expires; the apps refresh before then. */
  expiresIn: z.number().int().positive(),
});

export const meResponseSchema = z.object({ user: sessionUserSchema });

export const passwordSchema = z
  .string()
  .min(8, { message: "Password must be at least 8 characters" })
  .max(256, { message: "Password must be at most 256 characters" });

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, { message: "Current password is required" }).max(1024),
  newPassword: passwordSchema,
});
/** The form adds the confirmation field, checked on the client and never sent. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string().min(1, { message: "Please confirm the new password" }) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });

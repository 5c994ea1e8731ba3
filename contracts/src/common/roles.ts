import { z } from "zod";

export const roles = ["admin", "pastor", "content_editor", "usher"] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const roleLabels: Record<Role, string> = {
  admin: "Administrator",
  pastor: "Pastor",
  content_editor: "Content Editor",
  usher: "Usher",
};

/**
 * Who may call an endpoint. The groups follow the role matrix of PRODUCT.md:
 * - `staff`: content, blog, events, media, live stream, social links, newsletter, RSVPs, messages, subscribers
 * - `pastoral`: donations, church records, meeting requests (pastor-capable accounts)
 * - `admin`: users, analytics export
 * - `attendance`: taking attendance by name (pastor-capable accounts and ushers)
 * An usher (beyond the spec) signs in for attendance only: `signedIn` (their own account) and
 * `attendance`; every other group leaves them out.
 */
export const access = {
  public: "public",
  signedIn: ["admin", "pastor", "content_editor", "usher"],
  staff: ["admin", "pastor", "content_editor"],
  pastoral: ["admin", "pastor"],
  admin: ["admin"],
  attendance: ["admin", "pastor", "usher"],
} as const satisfies Record<string, "public" | readonly Role[]>;

export type Access = "public" | readonly Role[];

export const isPastorCapable = (role: Role): boolean => role === "admin" || role === "pastor";

/** An usher's account opens the attendance screen and nothing else (PRODUCT.md roles). */
export const isUsher = (role: Role): boolean => role === "usher";

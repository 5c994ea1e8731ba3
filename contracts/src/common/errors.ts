import { z } from "zod";
import { errorCodes } from "./error-codes.ts";

export const errorCodeSchema = z.enum(errorCodes);

/** The one error shape every API failure answers with. `fields` maps a field path to its message. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Turns zod issues into `{ "field.path": "message" }`, first message per field. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], prefix?: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    const key = prefix ? (path ? `${prefix}.${path}` : prefix) : path || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

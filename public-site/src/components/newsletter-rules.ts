import {
  type NewsletterFormValues,
  newsletterCompactFormSchema,
  newsletterFormSchema,
} from "@church/contracts";
import { z } from "zod";

type Values = NewsletterFormValues;
type FieldName = keyof Values;
type FieldErrors = Partial<Record<FieldName, string>>;

const fieldOrder: FieldName[] = ["firstName", "lastName", "email"];

// The compact form keeps the name fields (empty) so both variants share one shape.
const compactSchema = newsletterCompactFormSchema.extend({ firstName: z.string(), lastName: z.string() });

/**
 * The newsletter form's check with the contract's zod schema; the first message per field is shown
 * under it. Its own module, loaded on the first submit: the form is on the home page, whose first
 * load stays free of zod.
 */
export function validateNewsletter(compact: boolean, values: Values) {
  const result = (compact ? compactSchema : newsletterFormSchema).safeParse(values);
  if (result.success) return { data: result.data as Values, errors: {} as FieldErrors };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && fieldOrder.includes(field as FieldName)) {
      errors[field as FieldName] ??= issue.message;
    }
  }
  return { data: undefined, errors };
}

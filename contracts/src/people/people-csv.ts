import { z } from "zod";
import { idSchema } from "../common/primitives.ts";
import { countrySchema, type MembershipStage, type Person, peopleListQuerySchema } from "./people.schema.ts";

/**
 * People in and out as CSV: an export of the list's current filter, and an import of another
 * system's export (ChurchCRM, Planning Center) whose own column names the pastor maps onto ours.
 */

/** The list's filter without its paging: an export has every matching row. */
export const peopleExportQuerySchema = peopleListQuerySchema.omit({ limit: true, offset: true });
export type PeopleExportQuery = z.input<typeof peopleExportQuerySchema>;
/** The filter as parsed: what the list and the export select by. */
export type PeopleFilter = z.output<typeof peopleExportQuerySchema>;

/** The export's header row, in order. Each maps back onto a field on import (see `suggestPeopleMapping`). */
export const peopleCsvColumns = [
  "Given name",
  "Family name",
  "Known as",
  "Stage",
  "Language",
  "E-mail",
  "Phones",
  "Address line 1",
  "Address line 2",
  "City",
  "Region",
  "Postal code",
  "Country",
  "Birthday",
  "Anniversary",
  "Household",
  "First seen",
  "Last seen",
] as const;

const two = (n: number) => String(n).padStart(2, "0");

/**
 * One person as a row of the export, in `peopleCsvColumns`' order (the API and its mock alike): their
 * own fields only, never a note, a timeline entry or what a public action said. A birthday or
 * anniversary is ISO, or "--MM-DD" (ISO 8601 without a year) when the year is not known.
 */
export function personCsvRow(
  p: Pick<
    Person,
    | "givenName"
    | "familyName"
    | "knownAs"
    | "stage"
    | "language"
    | "email"
    | "phones"
    | "address"
    | "birthday"
    | "anniversary"
    | "firstSeenOn"
    | "lastSeenOn"
  >,
  household: string | null,
): (string | null)[] {
  const yearly = (d: Person["birthday"]) => (d ? `${d.year ?? "-"}-${two(d.month)}-${two(d.day)}` : null);
  const address = p.address;
  return [
    p.givenName,
    p.familyName,
    p.knownAs,
    p.stage,
    p.language,
    p.email,
    p.phones.join("; "),
    address?.line1 ?? null,
    address?.line2 ?? null,
    address?.city ?? null,
    address?.region ?? null,
    address?.postalCode ?? null,
    address?.country ?? null,
    yearly(p.birthday),
    yearly(p.anniversary),
    household,
    p.firstSeenOn,
    p.lastSeenOn,
  ];
}

/** What a column of the file can fill. `phone` and `phone2`: a file often has a home and a cell number. */
export const peopleImportFields = [
  "givenName",
  "familyName",
  "knownAs",
  "email",
  "phone",
  "phone2",
  "line1",
  "line2",
  "city",
  "region",
  "postalCode",
  "country",
  "birthday",
  "anniversary",
  "stage",
  "language",
  "household",
] as const;
export const peopleImportFieldSchema = z.enum(peopleImportFields);
export type PeopleImportField = z.infer<typeof peopleImportFieldSchema>;

/** About 3,000 rows of a typical export. */
export const PEOPLE_IMPORT_MAX_CHARS = 600_000;

export const peopleImportMessages = {
  givenNameUnmapped: "Choose the column that holds the given name",
  noColumn: "The file has no column with this name",
  empty: "The file has no rows under its header",
} as const;

export const peopleImportBodySchema = z.object({
  csv: z
    .string()
    .min(1, { message: "Choose a CSV file" })
    .max(PEOPLE_IMPORT_MAX_CHARS, { message: "The file is too large" }),
  /** Our field → the file's column name (its header cell). Unmapped fields stay empty. */
  mapping: z
    .partialRecord(peopleImportFieldSchema, z.string().trim().min(1).max(200))
    .refine((m) => Boolean(m.givenName), {
      message: peopleImportMessages.givenNameUnmapped,
      path: ["givenName"],
    }),
  /** Only check and report; write nothing. */
  dryRun: z.boolean(),
  /** The country a row without one is in: its address and phones written without a country code. */
  defaultCountry: countrySchema.optional(),
});
export type PeopleImportBody = z.input<typeof peopleImportBodySchema>;
export type PeopleImportInput = z.output<typeof peopleImportBodySchema>;

export const peopleImportOutcomeSchema = z.enum(["created", "updated", "skipped"]);
export type PeopleImportOutcome = z.infer<typeof peopleImportOutcomeSchema>;

/**
 * Why a row is skipped, as a code the apps translate: a phone, stage, language or date the import
 * cannot read; another rule of the person form (`invalid`, its English message in `message`); a
 * required cell that is empty; or the same person as an earlier row of the file (`sameAs`).
 */
export const peopleImportReasonCodes = [
  "phone",
  "stage",
  "language",
  "birthday",
  "anniversary",
  "empty",
  "invalid",
  "sameAs",
] as const;
export const peopleImportReasonCodeSchema = z.enum(peopleImportReasonCodes);
export type PeopleImportReasonCode = z.infer<typeof peopleImportReasonCodeSchema>;

export const peopleImportReasonSchema = z.object({
  field: peopleImportFieldSchema,
  code: peopleImportReasonCodeSchema,
  /** The file's column the value came from, as its header names it. */
  column: z.string(),
  /** The cell as the file has it ("" when empty). */
  value: z.string(),
  /** For `sameAs`: the earlier row this one repeats. */
  otherRow: z.number().int().nullable(),
  /** The whole reason in English, naming the row, the column and the value (for API clients and logs of the import). */
  message: z.string(),
});
export type PeopleImportReason = z.infer<typeof peopleImportReasonSchema>;

export const peopleImportRowSchema = z.object({
  /** The line in the file, the header being line 1. */
  row: z.number().int(),
  outcome: peopleImportOutcomeSchema,
  /** The name as the file gives it. */
  name: z.string(),
  /** The person updated (null when created in a dry run or skipped). */
  personId: idSchema.nullable(),
  /** An update's fields that were empty and are now filled from the file. */
  filled: z.array(z.string()),
  /** Why a row is skipped (null when it is not). */
  reason: peopleImportReasonSchema.nullable(),
});
export type PeopleImportRow = z.infer<typeof peopleImportRowSchema>;

export const peopleImportResponseSchema = z.object({
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /** Households made from the household column's names that did not exist yet. */
  householdsCreated: z.number().int(),
  rows: z.array(peopleImportRowSchema),
});
export type PeopleImportResult = z.infer<typeof peopleImportResponseSchema>;

/** Membership words of other systems, lower case, onto our stages. */
const stageWords: Record<string, MembershipStage> = {
  member: "member",
  members: "member",
  "full member": "member",
  attender: "attender",
  attendee: "attender",
  "regular attender": "attender",
  regular: "attender",
  visitor: "visitor",
  guest: "visitor",
  "first time guest": "visitor",
  "first-time guest": "visitor",
  newcomer: "visitor",
  inactive: "former",
  former: "former",
  "former member": "former",
};

/** A membership word read as a stage; null when it is none we know. */
export const stageFromWord = (word: string): MembershipStage | null =>
  stageWords[word.trim().toLowerCase().replace(/\s+/g, " ")] ?? null;

/** Header names other systems use, lower case, per field: what prefills the column picker. */
const headerNames: Record<PeopleImportField, readonly string[]> = {
  givenName: ["given name", "first name", "firstname", "first"],
  familyName: ["last name", "lastname", "surname", "family name", "last"],
  knownAs: ["known as", "nickname", "goes by", "preferred name"],
  email: ["e-mail", "email", "email address", "home email", "work email"],
  phone: ["phones", "phone", "mobile phone number", "cell phone", "mobile phone", "mobile"],
  phone2: ["home phone", "home phone number", "work phone"],
  line1: ["address line 1", "address1", "address", "home address street line 1", "street"],
  line2: ["address line 2", "address2", "home address street line 2"],
  city: ["city", "home address city"],
  region: ["region", "state", "home address state", "province", "county"],
  postalCode: ["postal code", "zip", "zip code", "home address zip code", "postcode"],
  country: ["country", "home address country code", "home address country"],
  birthday: ["birthday", "birth date", "birthdate", "date of birth"],
  anniversary: ["anniversary", "wedding anniversary", "anniversary date", "wedding date", "marriage date"],
  stage: ["stage", "membership status", "membership", "status"],
  language: ["language", "preferred language"],
  // ChurchCRM's "Family Name" is the household; its "Last Name" the family name (taken first above).
  household: ["household", "household name", "family name", "family"],
};

/** The column picker's first guess: each field onto the file's column of a name we know, if any. */
export function suggestPeopleMapping(headers: readonly string[]): Partial<Record<PeopleImportField, string>> {
  const mapping: Partial<Record<PeopleImportField, string>> = {};
  const lower = headers.map((h) => h.trim().toLowerCase());
  for (const field of peopleImportFields) {
    for (const name of headerNames[field]) {
      const at = lower.indexOf(name);
      const header = headers[at];
      if (header !== undefined && !Object.values(mapping).includes(header)) {
        mapping[field] = header;
        break;
      }
    }
  }
  return mapping;
}

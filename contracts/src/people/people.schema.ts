import { z } from "zod";
import { careTimelineSchema } from "../care-notes/care-notes.schema.ts";
import { BUFFERED_BODY_MAX_BYTES } from "../common/endpoint.ts";
import { phoneMessages, toE164 } from "../common/phone.ts";
import { emailSchema, idSchema, isoDate, isoDateTime, languageSchema } from "../common/primitives.ts";

/**
 * The people the church knows and their households. A person is anyone behind a public action (an
 * RSVP, a meeting request, a message, a newsletter confirmation, a gift, a text consent) or entered
 * by the pastor; the Quaker words for where they stand are the membership stages.
 */
export const membershipStages = ["visitor", "attender", "member", "former"] as const;
export const membershipStageSchema = z.enum(membershipStages);
export type MembershipStage = z.infer<typeof membershipStageSchema>;

export const genders = ["female", "male"] as const;
export const genderSchema = z.enum(genders);
export type Gender = z.infer<typeof genderSchema>;

export const householdRoles = ["adult", "child"] as const;
export const householdRoleSchema = z.enum(householdRoles);
export type HouseholdRole = z.infer<typeof householdRoleSchema>;

/** How the other person stands to this one: "Amina is Baraka's parent". `child` is a parent read back. */
export const relationshipKinds = ["parent", "child", "sibling", "spouse", "other"] as const;
export const relationshipKindSchema = z.enum(relationshipKinds);
export type RelationshipKind = z.infer<typeof relationshipKindSchema>;

/** What a timeline entry points at: the row of the public action. */
export const timelineKinds = [
  "rsvp",
  "meeting_request",
  "contact_message",
  "newsletter",
  "donation",
  "sms_consent",
  /** A follow-up step done (the welcome sent, a call made): `ref_id` is the step. */
  "follow_up",
] as const;
export const timelineKindSchema = z.enum(timelineKinds);
export type TimelineKind = z.infer<typeof timelineKindSchema>;

export const peopleMessages = {
  notFound: "Person not found",
  householdNotFound: "Household not found",
  relationshipNotFound: "Relationship not found",
  selfRelationship: "A person cannot be related to themselves",
  relationshipExists: "These two people already have this relationship",
  country: "Use a two-letter country code, e.g. US or KE",
  birthday: "This day does not exist in that month",
  birthYear: "The year must be between 1900 and this year",
  anniversary: "This day does not exist in that month",
  anniversaryYear: "The year must be between 1900 and this year",
  givenName: "A given name is required",
  photoRequired: "Choose a picture",
  photoType: "The picture must be a JPEG, PNG, WebP or AVIF photo",
  photoTooLarge: "The picture is too large (4 MB at most)",
  photoUnreadable: "This file is not a picture we can read",
  noPhoto: "This person has no photo",
} as const;

/**
 * A person's photo: what a phone's camera gives is accepted (iPhones send HEIC pictures as JPEG to a
 * web page) and kept only as a small square WebP (`size` px), its metadata (place, camera) dropped.
 */
export const personPhotoLimits = {
  // The person page makes a phone's picture smaller before sending it (a slow line carries a few
  // hundred kilobytes, not 5 MB); other clients' pictures stay within the gateway's plain body limit.
  maxBytes: BUFFERED_BODY_MAX_BYTES - 64 * 1024,
  acceptedTypes: ["image/jpeg", "image/png", "image/webp", "image/avif"],
  size: 320,
} as const;

/** `v` only makes a changed photo a new address; the server does not read it. */
export const photoVersionQuerySchema = z.object({ v: z.string().max(40).optional() });

export const personPhotoSchema = z.object({
  photo: z
    .file({ message: peopleMessages.photoRequired })
    .max(personPhotoLimits.maxBytes, { message: peopleMessages.photoTooLarge })
    .refine((file) => file.type.startsWith("image/"), { message: peopleMessages.photoType }),
});

/** An optional text field of a form: "" means none and is stored as null. */
const optionalField = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

export const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: peopleMessages.country });

export const postalAddressSchema = z.object({
  line1: optionalField(200),
  line2: optionalField(200),
  city: optionalField(100),
  region: optionalField(100),
  postalCode: optionalField(20),
  country: countrySchema,
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

const daysInMonth = (month: number, year: number | null | undefined) =>
  // Without a year, February 29 is allowed: the person knows their day even when we don't know the year.
  new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();

/** A day that comes back every year: month and day always, the year only when it is known. */
const yearlyDaySchema = (messages: { day: string; year: string }) =>
  z
    .object({
      month: z.number().int().min(1).max(12),
      day: z.number().int().min(1).max(31),
      year: z
        .number()
        .int()
        .min(1900, { message: messages.year })
        .max(new Date().getUTCFullYear(), { message: messages.year })
        .nullish()
        .transform((v) => v ?? null),
    })
    .refine((b) => b.day <= daysInMonth(b.month, b.year), { message: messages.day, path: ["day"] });

/** A birthday: month and day always, the year only when the person shared it. */
export const birthdaySchema = yearlyDaySchema({
  day: peopleMessages.birthday,
  year: peopleMessages.birthYear,
});
export type Birthday = z.infer<typeof birthdaySchema>;

/** A wedding anniversary: the wedding's month and day, its year when known (for the round numbers). */
export const anniversarySchema = yearlyDaySchema({
  day: peopleMessages.anniversary,
  year: peopleMessages.anniversaryYear,
});
export type Anniversary = z.infer<typeof anniversarySchema>;

/** What the pastor fills in. Phones are read in the person's country when written without a code. */
export const personInputSchema = z
  .object({
    givenName: z.string().trim().min(1, { message: peopleMessages.givenName }).max(100),
    familyName: optionalField(100),
    knownAs: optionalField(100),
    language: languageSchema,
    phones: z.array(z.string().trim().min(1, { message: phoneMessages.invalid }).max(40)).max(5),
    email: z
      .union([emailSchema, z.literal("")])
      .nullish()
      .transform((v) => v || null),
    address: postalAddressSchema.nullish().transform((v) => v ?? null),
    birthday: birthdaySchema.nullish().transform((v) => v ?? null),
    anniversary: anniversarySchema.nullish().transform((v) => v ?? null),
    gender: genderSchema.nullish().transform((v) => v ?? null),
    stage: membershipStageSchema,
    firstSeenOn: isoDate
      .or(z.literal(""))
      .nullish()
      .transform((v) => v || null),
    lastSeenOn: isoDate
      .or(z.literal(""))
      .nullish()
      .transform((v) => v || null),
  })
  .transform((person, ctx) => {
    const phones: string[] = [];
    person.phones.forEach((typed, i) => {
      const e164 = toE164(typed, person.address?.country);
      if (!e164) ctx.addIssue({ code: "custom", message: phoneMessages.invalid, path: ["phones", i] });
      else if (!phones.includes(e164)) phones.push(e164);
    });
    return { ...person, phones };
  });
export type PersonInput = z.output<typeof personInputSchema>;
/** What the person form holds before parsing. */
export type PersonFormValues = z.input<typeof personInputSchema>;

/** Another person as a link: enough to name them. */
export const personRefSchema = z.object({
  id: idSchema,
  givenName: z.string(),
  familyName: z.string().nullable(),
  knownAs: z.string().nullable(),
  stage: membershipStageSchema,
});
export type PersonRef = z.infer<typeof personRefSchema>;

export const personSchema = z.object({
  id: idSchema,
  givenName: z.string(),
  familyName: z.string().nullable(),
  knownAs: z.string().nullable(),
  language: languageSchema,
  /** E.164. */
  phones: z.array(z.string()),
  email: z.string().nullable(),
  address: postalAddressSchema.nullable(),
  birthday: birthdaySchema.nullable(),
  anniversary: anniversarySchema.nullable(),
  gender: genderSchema.nullable(),
  stage: membershipStageSchema,
  firstSeenOn: isoDate.nullable(),
  lastSeenOn: isoDate.nullable(),
  /** The photo for staff (`/api/crm/people/:id/photo?v=…`, changing with the photo), or null. */
  photoUrl: z.string().nullable(),
  household: z
    .object({ id: idSchema, name: z.string(), role: householdRoleSchema, isContact: z.boolean() })
    .nullable(),
  archivedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Person = z.infer<typeof personSchema>;

export const householdMemberSchema = z.object({
  person: personRefSchema,
  role: householdRoleSchema,
  isContact: z.boolean(),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

export const householdSchema = z.object({
  id: idSchema,
  name: z.string(),
  address: postalAddressSchema.nullable(),
  members: z.array(householdMemberSchema),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Household = z.infer<typeof householdSchema>;

export const householdInputSchema = z.object({
  name: z.string().trim().min(1, { message: "A household name is required" }).max(120),
  address: postalAddressSchema.nullish().transform((v) => v ?? null),
});
export type HouseholdInput = z.output<typeof householdInputSchema>;

export const householdMemberInputSchema = z.object({
  personId: idSchema,
  role: householdRoleSchema,
  isContact: z.boolean().default(false),
});

export const relationshipSchema = z.object({
  id: idSchema,
  /** How `person` stands to the person whose page this is. */
  kind: relationshipKindSchema,
  person: personRefSchema,
});
export type Relationship = z.infer<typeof relationshipSchema>;

export const relationshipInputSchema = z.object({
  personId: idSchema,
  kind: relationshipKindSchema,
});

/**
 * What a person's page shows on their timeline: the stored entries, and visits and pastoral notes read
 * alongside from their own tables (a household's visit is on every member's timeline, decision 028).
 */
export const timelineEntryKinds = [...timelineKinds, "visit", "pastoral_note"] as const;
export type TimelineEntryKind = (typeof timelineEntryKinds)[number];

export const timelineEntrySchema = z.object({
  id: idSchema,
  kind: z.enum(timelineEntryKinds),
  refId: idSchema,
  occurredAt: isoDateTime,
  /** Never the message or the purpose: only what happened ("RSVP: Bible Study, 2027-01-10"). */
  summary: z.string(),
  /** A visit's or note's kind and who went or wrote; never a note's text. */
  care: careTimelineSchema.optional(),
  /** The screen that shows this row, opening it (`timelineHref`, decision 033). */
  href: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const personDetailSchema = z.object({
  person: personSchema,
  household: householdSchema.nullable(),
  relationships: z.array(relationshipSchema),
  timeline: z.array(timelineEntrySchema),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

export const PEOPLE_PAGE_SIZE = 25;

export const peopleListQuerySchema = z.object({
  /** Any part of a name, an e-mail, or a phone number written any way. */
  q: z.string().trim().max(100).optional(),
  stage: membershipStageSchema.optional(),
  language: languageSchema.optional(),
  householdId: idSchema.optional(),
  /** Last seen more than this many weeks ago, or never. */
  notSeenWeeks: z.coerce.number().int().min(1).max(520).optional(),
  archived: z.enum(["true", "false"]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PEOPLE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PeopleListQuery = z.input<typeof peopleListQuerySchema>;

export const peopleListResponseSchema = z.object({
  people: z.array(personSchema),
  total: z.number().int().min(0),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type PeopleList = z.infer<typeof peopleListResponseSchema>;

export const personResponseSchema = z.object({ person: personSchema });
export const householdResponseSchema = z.object({ household: householdSchema });
export const householdsListResponseSchema = z.object({ households: z.array(householdSchema) });

export const stageInputSchema = z.object({ stage: membershipStageSchema });
export const archiveInputSchema = z.object({ archived: z.boolean() });

export const householdMemberParams = z.object({ id: idSchema, personId: idSchema });
export const relationshipParams = z.object({ id: idSchema, relationshipId: idSchema });

/** The words a search is made of, lower case: what the search column is matched against. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * The digits of a query that looks like a phone number ("0712 345 678", "(716) 555-0123"), without a
 * leading trunk 0, so they are found inside the stored E.164 digits; null for anything else.
 */
export function phoneDigits(text: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "").replace(/^0+/, "");
  return digits.length >= 6 ? digits : null;
}

import { z } from "zod";
import { personCareSchema } from "../care-notes/care-notes.schema.ts";
import { idSchema, isoDateTime } from "../common/primitives.ts";
import {
  householdRoleSchema,
  type personRefSchema,
  personSchema,
  relationshipKindSchema,
  timelineEntrySchema,
} from "./people.schema.ts";

/**
 * A stored row as the database holds it (column names in camelCase, times as ISO text): the export
 * hands the person their own rows unchanged, so the shape is the table's, not one written here again.
 */
const storedRowSchema = z.record(z.string(), z.unknown());

/** Everything linked to one person (`GET /api/crm/people/:id/export`, downloaded as person-<id>.json). */
export const personExportSchema = z.object({
  exportedAt: isoDateTime,
  person: personSchema,
  /** Their photo itself (a `data:image/webp;base64,…` address), or null: the file holds everything. */
  photo: z.string().nullable(),
  /** Their household; its other members by name only (their details are theirs). */
  household: z
    .object({
      id: idSchema,
      name: z.string(),
      role: householdRoleSchema,
      isContact: z.boolean(),
      otherMembers: z.array(z.object({ name: z.string() })),
    })
    .nullable(),
  /** How others stand to them, the others by name only. */
  relationships: z.array(z.object({ kind: relationshipKindSchema, name: z.string() })),
  /** The stored entries, without the portal's links. */
  timeline: z.array(timelineEntrySchema.omit({ href: true, care: true })),
  /**
   * Their visits (their own and their household's) and pastoral notes. A confidential note is there
   * with its date and author, never its text: decision 028.
   */
  care: personCareSchema,
  /** The rows of their public actions, as stored. */
  records: z.object({
    rsvps: z.array(storedRowSchema),
    meetingRequests: z.array(storedRowSchema),
    contactMessages: z.array(storedRowSchema),
    newsletterSubscriptions: z.array(storedRowSchema),
    donations: z.array(storedRowSchema),
    textConsents: z.array(storedRowSchema),
    /** The services they were counted at by name (and undone marks), oldest first. */
    attendance: z.array(storedRowSchema),
  }),
});
export type PersonExport = z.infer<typeof personExportSchema>;

/** The word typed to erase, so a stray call or a double tap never erases anyone. */
export const ERASE_CONFIRMATION = "ERASE";

export const eraseInputSchema = z.object({
  confirm: z.literal(ERASE_CONFIRMATION, { message: `Type ${ERASE_CONFIRMATION} to confirm` }),
});

/** What an erasure did, in counts only. */
export const eraseResponseSchema = z.object({
  success: z.literal(true),
  erased: z.object({
    timelineEntries: z.number().int().min(0),
    rsvpsAnonymised: z.number().int().min(0),
    meetingRequestsDeleted: z.number().int().min(0),
    contactMessagesDeleted: z.number().int().min(0),
    newsletterSubscriptionsDeleted: z.number().int().min(0),
    textConsentsDeleted: z.number().int().min(0),
    donationsAnonymised: z.number().int().min(0),
  }),
});
export type EraseResult = z.infer<typeof eraseResponseSchema>;

/** A name for display: the name they go by, else the given name, and the family name. */
export const personRefName = (p: z.infer<typeof personRefSchema>): string =>
  [p.knownAs || p.givenName, p.familyName].filter(Boolean).join(" ");

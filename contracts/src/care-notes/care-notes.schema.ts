import { z } from "zod";
import { idSchema, isoDate, isoDateTime } from "../common/primitives.ts";

/**
 * Visits, calls and pastoral notes (issue 28, decision 028). A note is on a visit or stands alone on a
 * person; a confidential note's text is encrypted in the database and only ever answered by
 * `GET /api/crm/care-notes/:id`, one note per call, each call in the audit log. Every other answer
 * (lists, the person page, the timeline, exports) carries that a confidential note exists, who wrote
 * it and when, never its text.
 */
export const visitKinds = ["home", "hospital", "phone", "church", "other"] as const;
export const visitKindSchema = z.enum(visitKinds);
export type VisitKind = z.infer<typeof visitKindSchema>;

export const careNotesMessages = {
  visitNotFound: "Visit not found",
  noteNotFound: "Note not found",
  oneSubject: "A visit is on a person or on a household: give one of personId and householdId",
  staffRequired: "Choose who went (at least one staff member)",
  staffUnknown: "Not a pastor or administrator account",
  noteRequired: "Write the note",
  mayNotRead: "Only its author and pastors may read a confidential note",
  noFollowUp: "This visit has no follow-up date",
  followUpBeforeVisit: "The follow-up date cannot be before the visit",
  mayNotChange: "Only the visit's author and pastors may change or delete it",
} as const;

/** Someone named on a visit: a person, a household or a staff member. */
export const careRefSchema = z.object({ id: idSchema, name: z.string() });
export type CareRef = z.infer<typeof careRefSchema>;

export const careNoteSchema = z.object({
  id: idSchema,
  visitId: idSchema.nullable(),
  /** The person a standalone note is on (null on a visit's note). */
  personId: idSchema.nullable(),
  /** The account that wrote it; name as it was then (the account may be gone). */
  author: z.object({ id: idSchema.nullable(), name: z.string() }),
  confidential: z.boolean(),
  /**
   * The text of a note that is not confidential; always null for a confidential one in every answer
   * but `GET /api/crm/care-notes/:id`.
   */
  text: z.string().nullable(),
  /** Whether the caller may read its text (always for a note that is not confidential). */
  canRead: z.boolean(),
  createdAt: isoDateTime,
});
export type CareNote = z.infer<typeof careNoteSchema>;

export const visitSchema = z.object({
  id: idSchema,
  kind: visitKindSchema,
  visitedOn: isoDate,
  /** Exactly one of person and household is set. */
  person: careRefSchema.nullable(),
  household: careRefSchema.nullable(),
  /** Who went. */
  staff: z.array(careRefSchema),
  note: careNoteSchema.nullable(),
  followUpOn: isoDate.nullable(),
  followedUpAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** Whether the caller may edit or delete it: the account that recorded it, or a pastor. */
  canEdit: z.boolean(),
});
export type Visit = z.infer<typeof visitSchema>;

const noteText = z
  .string()
  .trim()
  .min(1, { message: careNotesMessages.noteRequired })
  .max(20_000, { message: "At most 20,000 characters" });

export const visitInputSchema = z
  .object({
    personId: idSchema.nullish().transform((v) => v ?? null),
    householdId: idSchema.nullish().transform((v) => v ?? null),
    kind: visitKindSchema,
    visitedOn: isoDate,
    staffIds: z
      .array(idSchema)
      .min(1, { message: careNotesMessages.staffRequired })
      .max(10)
      .transform((ids) => [...new Set(ids)]),
    /** "" is no note. */
    note: z
      .string()
      .trim()
      .max(20_000, { message: "At most 20,000 characters" })
      .nullish()
      .transform((v) => v || null),
    confidential: z.boolean().default(false),
    followUpOn: isoDate
      .or(z.literal(""))
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((visit, ctx) => {
    if (!visit.personId === !visit.householdId) {
      ctx.addIssue({ code: "custom", message: careNotesMessages.oneSubject, path: ["personId"] });
    }
    if (visit.followUpOn && visit.followUpOn < visit.visitedOn) {
      ctx.addIssue({ code: "custom", message: careNotesMessages.followUpBeforeVisit, path: ["followUpOn"] });
    }
  });
export type VisitInput = z.output<typeof visitInputSchema>;
export type VisitFormValues = z.input<typeof visitInputSchema>;

/**
 * A visit changed: everything but whom it is on. `note` absent keeps the note's text as it is (a
 * confidential one need not be opened to change the date); "" or null removes the note; text replaces
 * it. `confidential` applies to the note kept or written.
 */
export const visitUpdateSchema = z
  .object({
    kind: visitKindSchema,
    visitedOn: isoDate,
    staffIds: z
      .array(idSchema)
      .min(1, { message: careNotesMessages.staffRequired })
      .max(10)
      .transform((ids) => [...new Set(ids)]),
    note: z
      .string()
      .trim()
      .max(20_000, { message: "At most 20,000 characters" })
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    confidential: z.boolean().default(false),
    followUpOn: isoDate
      .or(z.literal(""))
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((visit, ctx) => {
    if (visit.followUpOn && visit.followUpOn < visit.visitedOn) {
      ctx.addIssue({ code: "custom", message: careNotesMessages.followUpBeforeVisit, path: ["followUpOn"] });
    }
  });
export type VisitUpdate = z.output<typeof visitUpdateSchema>;
export type VisitUpdateValues = z.input<typeof visitUpdateSchema>;

export const noteInputSchema = z.object({
  text: noteText,
  confidential: z.boolean().default(false),
});
export type NoteInput = z.output<typeof noteInputSchema>;
export type NoteFormValues = z.input<typeof noteInputSchema>;

/** A person's visits (their own and their household's) and standalone notes, newest first. */
export const personCareSchema = z.object({
  visits: z.array(visitSchema),
  notes: z.array(careNoteSchema),
});
export type PersonCare = z.infer<typeof personCareSchema>;

/** A household's visits, newest first. */
export const householdCareSchema = z.object({
  household: careRefSchema,
  members: z.array(careRefSchema),
  visits: z.array(visitSchema),
});
export type HouseholdCare = z.infer<typeof householdCareSchema>;

export const visitResponseSchema = z.object({ visit: visitSchema });
export const noteResponseSchema = z.object({ note: careNoteSchema });
/** The staff who may go on a visit or write a note (pastor and admin accounts). */
export const careStaffResponseSchema = z.object({ staff: z.array(careRefSchema) });

/** Open follow-ups: visits with a follow-up date not yet marked done, the earliest first. */
export const openFollowUpsSchema = z.object({ visits: z.array(visitSchema) });
export type OpenFollowUps = z.infer<typeof openFollowUpsSchema>;

/**
 * What a person's timeline says of a visit or a note: its kind, who went or wrote, whether a
 * confidential note is on it, and whether it was a household's visit. Never the note's text.
 */
export const careTimelineSchema = z.object({
  visitKind: visitKindSchema.nullable(),
  by: z.array(z.string()),
  confidential: z.boolean(),
  household: z.boolean(),
});
export type CareTimeline = z.infer<typeof careTimelineSchema>;

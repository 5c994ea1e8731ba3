import { z } from "zod";
import { idSchema, isoDate, isoDateTime, languageSchema } from "../common/primitives.ts";
import { personRefSchema } from "../people/people.schema.ts";

/**
 * Newcomer follow-up and the care lists (issue 28, items 1 and 5). A person's first contact opens one
 * follow-up: the church's steps, each with a due date (Buffalo calendar days after the first contact)
 * and a staff member who does it.
 */

/** What a step is: a `message` step can send the welcome from the church's template. */
export const followUpChannels = ["message", "call", "visit", "invitation", "other"] as const;
export const followUpChannelSchema = z.enum(followUpChannels);
export type FollowUpChannel = z.infer<typeof followUpChannelSchema>;

/** How a welcome goes out: the outbox (e-mail) or the text-message provider (SMS, WhatsApp). */
export const welcomeVias = ["email", "sms", "whatsapp"] as const;
export const welcomeViaSchema = z.enum(welcomeVias);
export type WelcomeVia = z.infer<typeof welcomeViaSchema>;

export const careMessages = {
  stepNotFound: "Follow-up step not found",
  alreadyDone: "This step is already done",
  notAMessage: "Only a message step can send the welcome",
  noEmail: "This person has no e-mail address",
  noPhone: "This person has no phone number",
  assignee: "Choose a pastor or administrator account",
  title: "A title is required",
} as const;

/** The words a welcome template may hold; each is replaced when the message is written. */
export const welcomePlaceholders = ["{firstName}", "{serviceTime}", "{churchName}"] as const;

const title = z.string().trim().min(1, { message: careMessages.title }).max(120);

/** One step of the church's plan: what every new follow-up copies. */
export const followUpPlanStepSchema = z.object({
  titleEn: title,
  titleSw: title,
  /** Buffalo calendar days after the first contact. */
  daysOffset: z.coerce.number().int().min(0).max(365),
  channel: followUpChannelSchema,
  /** A pastor-capable account; none: the longest-serving pastor (or administrator) at the time. */
  assigneeId: idSchema.nullable(),
});
export type FollowUpPlanStep = z.infer<typeof followUpPlanStepSchema>;

export const welcomeTemplateSchema = z.object({
  subjectEn: z.string().trim().min(1).max(200),
  bodyEn: z.string().trim().min(1).max(1000),
  subjectSw: z.string().trim().min(1).max(200),
  bodySw: z.string().trim().min(1).max(1000),
});
export type WelcomeTemplate = z.infer<typeof welcomeTemplateSchema>;

export const careSettingsSchema = z.object({
  steps: z.array(followUpPlanStepSchema).max(12),
  welcome: welcomeTemplateSchema,
  /** Regular attenders not seen for this many weeks are on the care list. */
  notSeenWeeks: z.coerce.number().int().min(1).max(52),
});
export type CareSettings = z.infer<typeof careSettingsSchema>;

/** A staff member who can be given a step. */
export const careStaffSchema = z.object({ id: idSchema, name: z.string() });
export type CareStaff = z.infer<typeof careStaffSchema>;

export const careSettingsResponseSchema = z.object({
  settings: careSettingsSchema,
  staff: z.array(careStaffSchema),
});
export type CareSettingsResponse = z.infer<typeof careSettingsResponseSchema>;

export const followUpStepStates = ["overdue", "due_today", "upcoming", "done"] as const;
export type FollowUpStepState = (typeof followUpStepStates)[number];

export const followUpStepSchema = z.object({
  id: idSchema,
  titleEn: z.string(),
  titleSw: z.string(),
  channel: followUpChannelSchema,
  dueOn: isoDate,
  state: z.enum(followUpStepStates),
  assignee: careStaffSchema.nullable(),
  doneAt: isoDateTime.nullable(),
  doneBy: z.string().nullable(),
  note: z.string().nullable(),
  sentVia: welcomeViaSchema.nullable(),
});
export type FollowUpStep = z.infer<typeof followUpStepSchema>;

export const followUpSchema = z.object({
  id: idSchema,
  person: personRefSchema.extend({
    language: languageSchema,
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  openedOn: isoDate,
  steps: z.array(followUpStepSchema),
  /** The welcome as it would go out now, in the person's language. */
  welcome: z.object({ subject: z.string(), body: z.string() }),
});
export type FollowUp = z.infer<typeof followUpSchema>;

export const followUpsQuerySchema = z.object({
  /** "mine" (the default), "all", or a staff member's id. */
  assignee: z.union([z.enum(["mine", "all"]), idSchema]).default("mine"),
});
export type FollowUpsQuery = z.input<typeof followUpsQuerySchema>;

export const followUpsResponseSchema = z.object({
  /** Buffalo's date the states are counted from. */
  today: isoDate,
  followUps: z.array(followUpSchema),
  staff: z.array(careStaffSchema),
});
export type FollowUpsList = z.infer<typeof followUpsResponseSchema>;

export const stepParams = z.object({ id: idSchema, stepId: idSchema });

export const stepDoneInputSchema = z.object({
  done: z.boolean(),
  note: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((v) => v || null),
});
export type StepDoneInput = z.input<typeof stepDoneInputSchema>;

export const sendWelcomeInputSchema = z.object({ via: welcomeViaSchema });

export const followUpResponseSchema = z.object({ followUp: followUpSchema });

/** The person's follow-up, on their page (null when they never had one). */
export const personFollowUpResponseSchema = z.object({ followUp: followUpSchema.nullable() });

const careListPerson = personRefSchema;

export const careListsSchema = z.object({
  today: isoDate,
  /** Newcomers whose follow-up opened this month (Buffalo), with how far each got. */
  newcomers: z.array(
    z.object({
      person: careListPerson,
      openedOn: isoDate,
      done: z.number().int().min(0),
      total: z.number().int().min(0),
      nextStep: z.object({ titleEn: z.string(), titleSw: z.string(), dueOn: isoDate }).nullable(),
    }),
  ),
  notSeen: z.object({
    weeks: z.number().int(),
    people: z.array(z.object({ person: careListPerson, lastSeenOn: isoDate })),
  }),
  /** Birthdays from today to 14 days on, soonest first. */
  birthdays: z.array(z.object({ person: careListPerson, on: isoDate, turns: z.number().int().nullable() })),
  /**
   * Wedding anniversaries from today to 14 days on, soonest first. A couple (the same household and the
   * same wedding day) is one entry; `years` when the wedding's year is known.
   */
  anniversaries: z.array(
    z.object({ people: z.array(careListPerson).min(1), on: isoDate, years: z.number().int().nullable() }),
  ),
});
export type CareLists = z.infer<typeof careListsSchema>;

/** Fills a template's placeholders. */
export function fillWelcome(
  template: string,
  values: { firstName: string; serviceTime: string; churchName: string },
) {
  return template
    .replaceAll("{firstName}", values.firstName)
    .replaceAll("{serviceTime}", values.serviceTime)
    .replaceAll("{churchName}", values.churchName);
}

/** The church's plan until it edits it: a welcome within 2 days, a call within a week, an invitation after 3. */
export const defaultCareSettings: CareSettings = {
  steps: [
    {
      titleEn: "Welcome message",
      titleSw: "Ujumbe wa kukaribisha",
      daysOffset: 2,
      channel: "message",
      assigneeId: null,
    },
    { titleEn: "Phone call", titleSw: "Kupiga simu", daysOffset: 7, channel: "call", assigneeId: null },
    {
      titleEn: "Invitation to a fellowship group",
      titleSw: "Mwaliko wa kikundi cha ushirika",
      daysOffset: 21,
      channel: "invitation",
      assigneeId: null,
    },
  ],
  welcome: {
    subjectEn: "Welcome to {churchName}",
    bodyEn:
      "Hello {firstName}, thank you for visiting {churchName}. We would love to see you again: we meet {serviceTime}. Reply to this message if you would like to talk with the pastor.",
    subjectSw: "Karibu {churchName}",
    bodySw:
      "Habari {firstName}, asante kwa kututembelea {churchName}. Tungependa kukuona tena: tunakutana {serviceTime}. Jibu ujumbe huu ukitaka kuzungumza na mchungaji.",
  },
  notSeenWeeks: 4,
};

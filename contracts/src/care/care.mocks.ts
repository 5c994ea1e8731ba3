import { addDays, calendarDate } from "../common/content-utils.ts";
import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, nowIso, registerMockReset } from "../common/mock-store.ts";
import { peopleFixtures } from "../people/people.mocks.ts";
import { careEndpoints } from "./care.endpoints.ts";
import {
  type CareLists,
  type CareSettings,
  type CareStaff,
  careMessages,
  defaultCareSettings,
  type FollowUp,
  type FollowUpStep,
  fillWelcome,
} from "./care.schema.ts";

const today = () => calendarDate(new Date());

export const careStaffFixtures: readonly CareStaff[] = [
  { id: "c8000000-0000-4000-8000-000000000001", name: "Pastor Samuel Mwangi" },
  { id: "c8000000-0000-4000-8000-000000000002", name: "Grace Administrator" },
];
const [pastor, admin] = careStaffFixtures as [CareStaff, CareStaff];

let settings: CareSettings = structuredClone(defaultCareSettings);
registerMockReset(() => {
  settings = structuredClone(defaultCareSettings);
});

const step = (n: number, plan: number, dueIn: number, extra: Partial<FollowUpStep> = {}): FollowUpStep => {
  const planned = defaultCareSettings.steps[plan];
  return {
    id: `c8100000-0000-4000-8000-00000000000${n}`,
    titleEn: planned?.titleEn ?? "",
    titleSw: planned?.titleSw ?? "",
    channel: planned?.channel ?? "other",
    dueOn: addDays(today(), dueIn),
    state: dueIn < 0 ? "overdue" : dueIn === 0 ? "due_today" : "upcoming",
    assignee: pastor,
    doneAt: null,
    doneBy: null,
    note: null,
    sentVia: null,
    ...extra,
  };
};

const welcomeOf = (firstName: string, language: "en" | "sw") => {
  const sw = language === "sw";
  const values = {
    firstName,
    serviceTime: sw
      ? "kila Jumapili, saa 9:00 alasiri hadi saa 12:00 jioni"
      : "every Sunday, 3:00 PM to 6:00 PM",
    churchName: sw ? "Kanisa la Marafiki Amani" : "Amani Friends Church",
  };
  return {
    subject: fillWelcome(sw ? settings.welcome.subjectSw : settings.welcome.subjectEn, values),
    body: fillWelcome(sw ? settings.welcome.bodySw : settings.welcome.bodyEn, values),
  };
};

/** Samuel (a visitor in the people mocks) two days in, and a Swahili newcomer of last week. */
function buildFollowUps(): FollowUp[] {
  const samuel = peopleFixtures.find((p) => p.givenName === "Samuel");
  return [
    {
      id: "c8200000-0000-4000-8000-000000000001",
      person: {
        id: "c8300000-0000-4000-8000-000000000001",
        givenName: "Neema",
        familyName: "Achieng",
        knownAs: null,
        stage: "visitor",
        language: "sw",
        email: null,
        phone: "+254712345001",
      },
      openedOn: addDays(today(), -8),
      steps: [step(1, 0, -6), step(2, 1, -1), step(3, 2, 13, { assignee: admin })],
      welcome: welcomeOf("Neema", "sw"),
    },
    {
      id: "c8200000-0000-4000-8000-000000000002",
      person: {
        id: samuel?.id ?? "c8300000-0000-4000-8000-000000000002",
        givenName: "Samuel",
        familyName: "Whitaker",
        knownAs: null,
        stage: "visitor",
        language: "en",
        email: "sam.whitaker@example.org",
        phone: null,
      },
      openedOn: addDays(today(), -2),
      steps: [
        step(4, 0, 0),
        step(5, 1, 5, {
          state: "done",
          doneAt: `${addDays(today(), -1)}T16:00:00.000Z`,
          doneBy: pastor.name,
          note: "Called after the service; he will come on Sunday.",
        }),
        step(6, 2, 19),
      ],
      welcome: welcomeOf("Samuel", "en"),
    },
  ];
}

const followUpsStore = createMockStore(buildFollowUps);

const notFound = () => mockError(404, "not_found", careMessages.stepNotFound);

function updateStep(followUpId: string, stepId: string, patch: Partial<FollowUpStep>) {
  const found = followUpsStore.find(followUpId);
  if (!found?.steps.some((s) => s.id === stepId)) return undefined;
  return followUpsStore.update(followUpId, {
    steps: found.steps.map((s) => (s.id === stepId ? { ...s, ...patch } : s)),
  });
}

function lists(): CareLists {
  const member = peopleFixtures.find(
    (p) => p.stage === "attender" && p.lastSeenOn && p.lastSeenOn < addDays(today(), -28),
  );
  const ref = (p: (typeof peopleFixtures)[number]) => ({
    id: p.id,
    givenName: p.givenName,
    familyName: p.familyName,
    knownAs: p.knownAs,
    stage: p.stage,
  });
  return {
    today: today(),
    newcomers: followUpsStore.all().map((f) => {
      const next = f.steps.find((s) => !s.doneAt);
      return {
        person: {
          id: f.person.id,
          givenName: f.person.givenName,
          familyName: f.person.familyName,
          knownAs: null,
          stage: "visitor",
        },
        openedOn: f.openedOn,
        done: f.steps.filter((s) => s.doneAt).length,
        total: f.steps.length,
        nextStep: next ? { titleEn: next.titleEn, titleSw: next.titleSw, dueOn: next.dueOn } : null,
      };
    }),
    notSeen: {
      weeks: settings.notSeenWeeks,
      people: member?.lastSeenOn ? [{ person: ref(member), lastSeenOn: member.lastSeenOn }] : [],
    },
    birthdays: peopleFixtures.slice(0, 2).map((p, i) => ({
      person: ref(p),
      on: addDays(today(), 3 + i * 6),
      turns: i === 0 ? 41 : null,
    })),
    anniversaries: [{ people: peopleFixtures.slice(0, 2).map(ref), on: addDays(today(), 5), years: 20 }],
  };
}

export const careHandlers = [
  mockEndpoint(careEndpoints.followUps, ({ query }) => {
    const assigneeId =
      query.assignee === "mine" ? pastor.id : query.assignee === "all" ? null : query.assignee;
    const followUps = followUpsStore
      .all()
      .map((f) => ({ ...f, steps: f.steps.filter((s) => !assigneeId || s.assignee?.id === assigneeId) }))
      .filter((f) => f.steps.length > 0);
    return { today: today(), followUps, staff: [...careStaffFixtures] };
  }),
  mockEndpoint(careEndpoints.personFollowUp, ({ params }) => ({
    followUp: followUpsStore.all().find((f) => f.person.id === params.id) ?? null,
  })),
  mockEndpoint(careEndpoints.setStepDone, ({ params, body }) => {
    const updated = updateStep(
      params.id,
      params.stepId,
      body.done
        ? { state: "done", doneAt: nowIso(), doneBy: pastor.name, note: body.note }
        : { state: "upcoming", doneAt: null, doneBy: null, note: null },
    );
    return updated ? { followUp: updated } : notFound();
  }),
  mockEndpoint(careEndpoints.sendWelcome, ({ params, body }) => {
    const updated = updateStep(params.id, params.stepId, {
      state: "done",
      doneAt: nowIso(),
      doneBy: pastor.name,
      sentVia: body.via,
    });
    return updated ? { followUp: updated } : notFound();
  }),
  mockEndpoint(careEndpoints.settings, () => ({ settings, staff: [...careStaffFixtures] })),
  mockEndpoint(careEndpoints.updateSettings, ({ body }) => {
    settings = body;
    return { settings, staff: [...careStaffFixtures] };
  }),
  mockEndpoint(careEndpoints.lists, () => lists()),
];

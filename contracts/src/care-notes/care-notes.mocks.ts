import { currentMockUser } from "../auth/auth.mocks.ts";
import { addDays, calendarDate } from "../common/content-utils.ts";
import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { addMockTimelineSource, mockHouseholdLookup, mockPersonLookup } from "../people/people.mocks.ts";
import { peopleMessages } from "../people/people.schema.ts";
import { usersFixtures } from "../users/users.mocks.ts";
import { careNotesEndpoints } from "./care-notes.endpoints.ts";
import { type CareNote, careNotesMessages, type Visit, type VisitKind } from "./care-notes.schema.ts";

/** A note as the mock keeps it: with its text, which the answers leave out when it is confidential. */
interface MockNote extends Omit<CareNote, "text" | "canRead"> {
  body: string;
}
interface MockVisit extends Omit<Visit, "note" | "person" | "household" | "canEdit"> {
  personId: string | null;
  householdId: string | null;
  createdBy: string | null;
}

const personId = (n: number) => `b7000000-0000-4000-8000-00000000000${n}`;
const householdId = "b7100000-0000-4000-8000-000000000001";
const [admin, pastor] = usersFixtures;
const staffOf = (...users: (typeof usersFixtures)[number][]) =>
  users.map((u) => ({ id: u.id, name: u.name }));
const today = () => calendarDate(new Date());
const at = (date: string) => `${date}T15:00:00.000Z`;

const buildVisits = (): MockVisit[] => [
  {
    id: "b7500000-0000-4000-8000-000000000001",
    kind: "home",
    visitedOn: addDays(today(), -6),
    personId: null,
    householdId,
    staff: staffOf(...(pastor ? [pastor] : [])),
    followUpOn: addDays(today(), 1),
    followedUpAt: null,
    createdAt: at(addDays(today(), -6)),
    createdBy: pastor?.id ?? null,
  },
  {
    id: "b7500000-0000-4000-8000-000000000002",
    kind: "hospital",
    visitedOn: addDays(today(), -2),
    personId: personId(5),
    householdId: null,
    staff: staffOf(...(pastor ? [pastor] : []), ...(admin ? [admin] : [])),
    followUpOn: addDays(today(), -1),
    followedUpAt: null,
    createdAt: at(addDays(today(), -2)),
    createdBy: pastor?.id ?? null,
  },
];

const author = (user: (typeof usersFixtures)[number] | undefined) => ({
  id: user?.id ?? null,
  name: user?.name ?? "",
});

const buildNotes = (): MockNote[] => [
  {
    id: "b7600000-0000-4000-8000-000000000001",
    visitId: "b7500000-0000-4000-8000-000000000001",
    personId: null,
    author: author(pastor),
    confidential: false,
    body: "Prayed with the family; the children start at a new school next week.",
    createdAt: at(addDays(today(), -6)),
  },
  {
    id: "b7600000-0000-4000-8000-000000000002",
    visitId: "b7500000-0000-4000-8000-000000000002",
    personId: null,
    author: author(pastor),
    confidential: true,
    body: "Mock confidential note: shared a family worry in confidence.",
    createdAt: at(addDays(today(), -2)),
  },
];

const visitsStore = createMockStore(buildVisits);
const notesStore = createMockStore(buildNotes);

/** As the API decides (decision 028): the author and pastors; without a session (stories), the pastor. */
function mayRead(note: MockNote): boolean {
  if (!note.confidential) return true;
  const viewer = currentMockUser() ?? pastor;
  return viewer?.role === "pastor" || viewer?.id === note.author.id;
}

const toNote = (note: MockNote): CareNote => {
  const { body, ...rest } = note;
  return { ...rest, text: note.confidential ? null : body, canRead: mayRead(note) };
};

/** As the API decides: the account that recorded the visit, or a pastor. */
function mayEdit(visit: MockVisit): boolean {
  const viewer = currentMockUser() ?? pastor;
  return viewer?.role === "pastor" || viewer?.id === visit.createdBy;
}

function toVisit(visit: MockVisit): Visit {
  const { personId: pid, householdId: hid, createdBy: _, ...rest } = visit;
  const person = pid ? mockPersonLookup(pid) : undefined;
  const home = hid ? mockHouseholdLookup(hid) : undefined;
  const note = notesStore.all().find((n) => n.visitId === visit.id);
  return {
    ...rest,
    person: pid && person ? { id: pid, name: person.name } : null,
    household: hid && home ? { id: hid, name: home.name } : null,
    note: note ? toNote(note) : null,
    canEdit: mayEdit(visit),
  };
}

const newestFirst = (a: MockVisit, b: MockVisit) =>
  b.visitedOn.localeCompare(a.visitedOn) || b.createdAt.localeCompare(a.createdAt);

const visitsOf = (pid: string, hid: string | null) =>
  visitsStore
    .all()
    .filter((v) => v.personId === pid || (hid !== null && v.householdId === hid))
    .sort(newestFirst);

const personNotes = (pid: string) =>
  notesStore
    .all()
    .filter((n) => n.personId === pid)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

addMockTimelineSource((pid, hid) => [
  ...visitsOf(pid, hid).map((v) => ({
    id: v.id,
    kind: "visit" as const,
    refId: v.id,
    occurredAt: `${v.visitedOn}T12:00:00.000Z`,
    summary: "",
    care: {
      visitKind: v.kind,
      by: v.staff.map((s) => s.name),
      confidential: notesStore.all().find((n) => n.visitId === v.id)?.confidential ?? false,
      household: v.householdId !== null,
    },
  })),
  ...personNotes(pid).map((n) => ({
    id: n.id,
    kind: "pastoral_note" as const,
    refId: n.id,
    occurredAt: n.createdAt,
    summary: "",
    care: { visitKind: null, by: [n.author.name], confidential: n.confidential, household: false },
  })),
]);

const careStaff = () =>
  usersFixtures
    .filter((u) => u.status === "active" && (u.role === "admin" || u.role === "pastor"))
    .map((u) => ({ id: u.id, name: u.name }))
    .sort((a, b) => a.name.localeCompare(b.name));

const writer = () => {
  const user = currentMockUser() ?? pastor;
  return { id: user?.id ?? null, name: user?.name ?? "" };
};

export const careNotesHandlers = [
  mockEndpoint(careNotesEndpoints.personCare, ({ params }) => {
    const person = mockPersonLookup(params.id);
    if (!person) return mockError(404, "not_found", peopleMessages.notFound);
    return {
      visits: visitsOf(params.id, person.householdId).map(toVisit),
      notes: personNotes(params.id).map(toNote),
    };
  }),
  mockEndpoint(careNotesEndpoints.householdCare, ({ params }) => {
    const home = mockHouseholdLookup(params.id);
    if (!home) return mockError(404, "not_found", peopleMessages.householdNotFound);
    return {
      household: { id: params.id, name: home.name },
      members: home.members,
      visits: visitsStore
        .all()
        .filter((v) => v.householdId === params.id)
        .sort(newestFirst)
        .map(toVisit),
    };
  }),
  mockEndpoint(careNotesEndpoints.createVisit, ({ body }) => {
    const staff = careStaff().filter((s) => body.staffIds.includes(s.id));
    if (staff.length !== body.staffIds.length) {
      return mockError(400, "validation_error", careNotesMessages.staffUnknown, {
        staffIds: careNotesMessages.staffUnknown,
      });
    }
    const visit: MockVisit = {
      id: newId(),
      kind: body.kind as VisitKind,
      visitedOn: body.visitedOn,
      personId: body.personId,
      householdId: body.householdId,
      staff,
      followUpOn: body.followUpOn,
      followedUpAt: null,
      createdAt: nowIso(),
      createdBy: writer().id,
    };
    visitsStore.insert(visit);
    if (body.note) {
      notesStore.insert({
        id: newId(),
        visitId: visit.id,
        personId: null,
        author: writer(),
        confidential: body.confidential,
        body: body.note,
        createdAt: nowIso(),
      });
    }
    return { visit: toVisit(visit) };
  }),
  mockEndpoint(careNotesEndpoints.createNote, ({ params, body }) => {
    if (!mockPersonLookup(params.id)) return mockError(404, "not_found", peopleMessages.notFound);
    const note = notesStore.insert({
      id: newId(),
      visitId: null,
      personId: params.id,
      author: writer(),
      confidential: body.confidential,
      body: body.text,
      createdAt: nowIso(),
    });
    return { note: toNote(note) };
  }),
  mockEndpoint(careNotesEndpoints.readNote, ({ params }) => {
    const note = notesStore.find(params.id);
    if (!note) return mockError(404, "not_found", careNotesMessages.noteNotFound);
    if (!mayRead(note)) return mockError(403, "forbidden", careNotesMessages.mayNotRead);
    return { note: { ...toNote(note), text: note.body } };
  }),
  mockEndpoint(careNotesEndpoints.openFollowUps, () => ({
    visits: visitsStore
      .all()
      .filter((v) => v.followUpOn && !v.followedUpAt)
      .sort((a, b) => (a.followUpOn ?? "").localeCompare(b.followUpOn ?? ""))
      .map(toVisit),
  })),
  mockEndpoint(careNotesEndpoints.completeFollowUp, ({ params }) => {
    const visit = visitsStore.find(params.id);
    if (!visit) return mockError(404, "not_found", careNotesMessages.visitNotFound);
    if (!visit.followUpOn) return mockError(409, "conflict", careNotesMessages.noFollowUp);
    const done = visit.followedUpAt
      ? visit
      : (visitsStore.update(params.id, { followedUpAt: nowIso() }) ?? visit);
    return { visit: toVisit(done) };
  }),
  mockEndpoint(careNotesEndpoints.updateVisit, ({ params, body }) => {
    const visit = visitsStore.find(params.id);
    if (!visit) return mockError(404, "not_found", careNotesMessages.visitNotFound);
    if (!mayEdit(visit)) return mockError(403, "forbidden", careNotesMessages.mayNotChange);
    const staff = careStaff().filter((s) => body.staffIds.includes(s.id));
    const updated = visitsStore.update(params.id, {
      kind: body.kind,
      visitedOn: body.visitedOn,
      staff,
      followUpOn: body.followUpOn,
      ...(body.followUpOn !== visit.followUpOn ? { followedUpAt: null } : {}),
    });
    const note = notesStore.all().find((n) => n.visitId === params.id);
    if (body.note === null && note) notesStore.remove(note.id);
    else if (body.note && note)
      notesStore.update(note.id, { body: body.note, confidential: body.confidential });
    else if (body.note)
      notesStore.insert({
        id: newId(),
        visitId: params.id,
        personId: null,
        author: writer(),
        confidential: body.confidential,
        body: body.note,
        createdAt: nowIso(),
      });
    else if (note) notesStore.update(note.id, { confidential: body.confidential });
    return { visit: toVisit(updated ?? visit) };
  }),
  mockEndpoint(careNotesEndpoints.deleteVisit, ({ params }) => {
    const visit = visitsStore.find(params.id);
    if (!visit) return mockError(404, "not_found", careNotesMessages.visitNotFound);
    if (!mayEdit(visit)) return mockError(403, "forbidden", careNotesMessages.mayNotChange);
    visitsStore.remove(params.id);
    for (const n of notesStore.all().filter((n) => n.visitId === params.id)) notesStore.remove(n.id);
    return { success: true as const };
  }),
  mockEndpoint(careNotesEndpoints.staff, () => ({ staff: careStaff() })),
];

import { addDays, calendarDate } from "../common/content-utils.ts";
import { mockEndpoint, mockError, readMockForm } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { rsvpsFixtures } from "../rsvps/rsvps.fixtures.ts";
import { peopleEndpoints } from "./people.endpoints.ts";
import { type RsvpPlace, timelineHref } from "./people.links.ts";
import { type EraseResult, type PersonExport, personRefName } from "./people.privacy.schema.ts";
import {
  type Household,
  type HouseholdMember,
  type Person,
  type PersonDetail,
  type PersonInput,
  type PersonRef,
  peopleMessages,
  personPhotoSchema,
  phoneDigits,
  type Relationship,
  type RelationshipKind,
  searchWords,
  type TimelineEntry,
} from "./people.schema.ts";
import {
  type PeopleFilter,
  type PeopleImportField,
  type PeopleImportInput,
  type PeopleImportResult,
  type PeopleImportRow,
  peopleCsvColumns,
  personCsvRow,
  stageFromWord,
} from "./people-csv.ts";
import { findDuplicates, type mergedFields, mergeMessages } from "./people-merge.ts";

const today = () => calendarDate(new Date());
const stamp = "2026-09-06T20:00:00.000Z";

type MockPerson = Omit<Person, "household">;
interface MockHousehold extends Omit<Household, "members"> {
  members: Array<{ personId: string; role: HouseholdMember["role"]; isContact: boolean }>;
}
interface MockRelationship {
  id: string;
  /** `fromId` is `kind` of `toId` (a parent of, a sibling of...). */
  fromId: string;
  toId: string;
  kind: Exclude<RelationshipKind, "child">;
}
/** A stored entry; an RSVP's knows its event, as the API reads it with the RSVP. */
type StoredEntry = Omit<TimelineEntry, "href">;
type MockTimelineEntry = StoredEntry & { personId: string; rsvp?: RsvpPlace };

const id = (n: number) => `b7000000-0000-4000-8000-00000000000${n}`;
const householdId = (n: number) => `b7100000-0000-4000-8000-00000000000${n}`;

const person = (n: number, fields: Partial<MockPerson> & Pick<MockPerson, "givenName">): MockPerson => ({
  id: id(n),
  familyName: null,
  knownAs: null,
  language: "en",
  phones: [],
  email: null,
  address: null,
  birthday: null,
  anniversary: null,
  gender: null,
  stage: "visitor",
  firstSeenOn: null,
  lastSeenOn: null,
  photoUrl: null,
  archivedAt: null,
  createdAt: stamp,
  updatedAt: stamp,
  ...fields,
});

/** A small meeting: one family of four, a couple, a regular attender and a first-time visitor. */
function buildPeople(): MockPerson[] {
  const buffalo = {
    line1: "12 Elmwood Ave",
    line2: null,
    city: "Buffalo",
    region: "NY",
    postalCode: "14201",
  };
  const seen = (weeks: number) => addDays(today(), -7 * weeks);
  return [
    person(1, {
      givenName: "Amani",
      familyName: "Mwangi",
      language: "sw",
      phones: ["+17165550101"],
      email: "amani.mwangi@example.org",
      address: { ...buffalo, country: "US" },
      birthday: { month: 3, day: 14, year: 1981 },
      anniversary: { month: 8, day: 21, year: 2004 },
      gender: "male",
      stage: "member",
      firstSeenOn: "2019-05-05",
      lastSeenOn: seen(0),
    }),
    person(2, {
      givenName: "Neema",
      familyName: "Mwangi",
      language: "sw",
      phones: ["+17165550102"],
      email: "neema.mwangi@example.org",
      address: { ...buffalo, country: "US" },
      birthday: { month: 7, day: 2, year: null },
      anniversary: { month: 8, day: 21, year: 2004 },
      gender: "female",
      stage: "member",
      firstSeenOn: "2019-05-05",
      lastSeenOn: seen(0),
    }),
    person(3, {
      givenName: "Baraka",
      familyName: "Mwangi",
      language: "sw",
      gender: "male",
      stage: "attender",
      birthday: { month: 11, day: 30, year: 2014 },
      lastSeenOn: seen(1),
    }),
    person(4, {
      givenName: "Zawadi",
      familyName: "Mwangi",
      knownAs: "Zaza",
      language: "en",
      gender: "female",
      stage: "attender",
      lastSeenOn: seen(1),
    }),
    person(5, {
      givenName: "Margaret",
      familyName: "Okafor",
      knownAs: "Peggy",
      email: "peggy.okafor@example.org",
      phones: ["+254712345678"],
      address: {
        line1: "Kenyatta Ave 4",
        line2: null,
        city: "Nairobi",
        region: null,
        postalCode: null,
        country: "KE",
      },
      stage: "attender",
      firstSeenOn: "2025-02-09",
      lastSeenOn: seen(9),
    }),
    person(6, {
      givenName: "Samuel",
      familyName: "Whitaker",
      email: "sam.whitaker@example.org",
      stage: "visitor",
      firstSeenOn: seen(2),
      lastSeenOn: seen(2),
    }),
  ];
}

const buildHouseholds = (): MockHousehold[] => [
  {
    id: householdId(1),
    name: "Mwangi family",
    address: {
      line1: "12 Elmwood Ave",
      line2: null,
      city: "Buffalo",
      region: "NY",
      postalCode: "14201",
      country: "US",
    },
    members: [
      { personId: id(1), role: "adult", isContact: true },
      { personId: id(2), role: "adult", isContact: false },
      { personId: id(3), role: "child", isContact: false },
      { personId: id(4), role: "child", isContact: false },
    ],
    createdAt: stamp,
    updatedAt: stamp,
  },
];

const buildRelationships = (): MockRelationship[] => [
  { id: "b7200000-0000-4000-8000-000000000001", fromId: id(1), toId: id(2), kind: "spouse" },
  { id: "b7200000-0000-4000-8000-000000000002", fromId: id(1), toId: id(3), kind: "parent" },
  { id: "b7200000-0000-4000-8000-000000000003", fromId: id(2), toId: id(3), kind: "parent" },
  { id: "b7200000-0000-4000-8000-000000000004", fromId: id(3), toId: id(4), kind: "sibling" },
];

const buildTimeline = (): MockTimelineEntry[] => [
  {
    id: "b7300000-0000-4000-8000-000000000001",
    personId: id(6),
    kind: "rsvp",
    // The sample RSVP the admin portal's events mock lists, so the link opens a real row in mock mode.
    refId: rsvpsFixtures[0]?.id ?? "b7400000-0000-4000-8000-000000000001",
    rsvp: rsvpsFixtures[0] && { eventId: rsvpsFixtures[0].eventId, eventDate: rsvpsFixtures[0].eventDate },
    occurredAt: `${addDays(today(), -14)}T15:00:00.000Z`,
    // As the API writes it: the event and the date.
    summary: `Men's Ministry Breakfast, ${rsvpsFixtures[0]?.eventDate ?? ""}`,
  },
  {
    id: "b7300000-0000-4000-8000-000000000002",
    personId: id(6),
    kind: "newsletter",
    refId: "b7400000-0000-4000-8000-000000000002",
    occurredAt: `${addDays(today(), -13)}T09:30:00.000Z`,
    // As the API writes them: nothing for a confirmation, the fund of a gift (never its amount).
    summary: "",
  },
  {
    id: "b7300000-0000-4000-8000-000000000003",
    personId: id(1),
    kind: "donation",
    refId: "b7400000-0000-4000-8000-000000000003",
    occurredAt: `${addDays(today(), -3)}T18:00:00.000Z`,
    summary: "general",
  },
];

export const peopleFixtures: readonly MockPerson[] = buildPeople();
const peopleStore = createMockStore(() => peopleFixtures);
const householdsStore = createMockStore(buildHouseholds);
const relationshipsStore = createMockStore(buildRelationships);
const timelineStore = createMockStore(buildTimeline);

const refOf = (p: MockPerson): PersonRef => ({
  id: p.id,
  givenName: p.givenName,
  familyName: p.familyName,
  knownAs: p.knownAs,
  stage: p.stage,
});

const householdOfPerson = (personId: string) =>
  householdsStore.all().find((h) => h.members.some((m) => m.personId === personId));

function toPerson(p: MockPerson): Person {
  const household = householdOfPerson(p.id);
  const member = household?.members.find((m) => m.personId === p.id);
  return {
    ...p,
    household:
      household && member
        ? { id: household.id, name: household.name, role: member.role, isContact: member.isContact }
        : null,
  };
}

function toHousehold(h: MockHousehold): Household {
  const members = h.members.flatMap((m) => {
    const found = peopleStore.find(m.personId);
    return found ? [{ person: refOf(found), role: m.role, isContact: m.isContact }] : [];
  });
  return { ...h, members };
}

function relationshipsOf(personId: string): Relationship[] {
  return relationshipsStore.all().flatMap((r) => {
    const otherId = r.toId === personId ? r.fromId : r.fromId === personId ? r.toId : null;
    const other = otherId ? peopleStore.find(otherId) : undefined;
    if (!other) return [];
    // Stored "from is parent of to": read from the parent's side, the other is their child.
    const kind: RelationshipKind = r.kind === "parent" && r.fromId === personId ? "child" : r.kind;
    return [{ id: r.id, kind, person: refOf(other) }];
  });
}

/** Entries other mocks add to a person's timeline, as the API reads visits and notes alongside. */
type MockTimelineSource = (personId: string, householdId: string | null) => StoredEntry[];
const timelineSources: MockTimelineSource[] = [];
export const addMockTimelineSource = (source: MockTimelineSource): void => {
  timelineSources.push(source);
};

/** A person's name and household in the people mock, for the mocks that name them (visits). */
export function mockPersonLookup(personId: string): { name: string; householdId: string | null } | undefined {
  const found = peopleStore.find(personId);
  return found
    ? { name: personRefName(refOf(found)), householdId: householdOfPerson(personId)?.id ?? null }
    : undefined;
}
export function mockHouseholdLookup(
  id: string,
): { name: string; members: { id: string; name: string }[] } | undefined {
  const found = householdsStore.find(id);
  if (!found) return undefined;
  const members = found.members.flatMap((m) => {
    const member = peopleStore.find(m.personId);
    return member ? [{ id: member.id, name: personRefName(refOf(member)) }] : [];
  });
  return { name: found.name, members };
}

function detailOf(p: MockPerson): PersonDetail {
  const household = householdOfPerson(p.id);
  return {
    person: toPerson(p),
    household: household ? toHousehold(household) : null,
    relationships: relationshipsOf(p.id),
    timeline: [
      ...timelineStore
        .all()
        .filter((t) => t.personId === p.id)
        .map(({ personId: _, rsvp, ...entry }) => ({ ...entry, href: timelineHref(entry, p.id, rsvp) })),
      ...timelineSources
        .flatMap((source) => source(p.id, household?.id ?? null))
        .map((entry) => ({ ...entry, href: timelineHref(entry, p.id) })),
    ].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt)),
  };
}

/** The same text the API searches: names, e-mail and the phone digits, lower case. */
const searchTextOf = (p: MockPerson) =>
  [p.givenName, p.familyName, p.knownAs, p.email, ...p.phones.map((n) => n.replace(/\D/g, ""))]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();

function matches(p: MockPerson, q: string): boolean {
  const text = searchTextOf(p);
  const digits = phoneDigits(q);
  if (digits && text.includes(digits)) return true;
  return searchWords(q).every((word) => text.includes(word));
}

const sortName = (p: MockPerson) => `${p.familyName ?? ""} ${p.givenName}`.toLowerCase();

const notFound = () => mockError(404, "not_found", peopleMessages.notFound);

const fromInput = (input: PersonInput) => ({ ...input, updatedAt: nowIso() });

/** Photos of the mock people, as uploaded (the API keeps a 320 px WebP; the mock keeps the file). */
const photosStore = createMockStore<{ id: string; photo: File }>(() => []);
let photoVersion = 0;

function relate(personId: string, otherId: string, kind: RelationshipKind): MockRelationship {
  // "child" is kept as its parent read the other way; symmetric kinds once per pair.
  if (kind === "child") return { id: newId(), fromId: personId, toId: otherId, kind: "parent" };
  return { id: newId(), fromId: otherId, toId: personId, kind };
}

/** The list's filter, also the CSV export's. */
function filteredPeople(query: PeopleFilter): MockPerson[] {
  const cutoff = query.notSeenWeeks ? addDays(today(), -7 * query.notSeenWeeks) : null;
  return peopleStore
    .all()
    .filter((p) => (query.archived === "true" ? p.archivedAt !== null : p.archivedAt === null))
    .filter((p) => !query.q || matches(p, query.q))
    .filter((p) => !query.stage || p.stage === query.stage)
    .filter((p) => !query.language || p.language === query.language)
    .filter((p) => !query.householdId || householdOfPerson(p.id)?.id === query.householdId)
    .filter((p) => !cutoff || !p.lastSeenOn || p.lastSeenOn < cutoff)
    .sort((a, b) => sortName(a).localeCompare(sortName(b)));
}

export const peopleHandlers = [
  mockEndpoint(peopleEndpoints.list, ({ query }) => {
    const found = filteredPeople(query);
    return {
      people: found.slice(query.offset, query.offset + query.limit).map(toPerson),
      total: found.length,
      limit: query.limit,
      offset: query.offset,
    };
  }),
  // Before `get`, which would take "duplicates" for an id.
  mockEndpoint(peopleEndpoints.duplicates, () => duplicatePairs()),
  mockEndpoint(peopleEndpoints.exportCsv, ({ query }) => exportCsvMock(query)),
  mockEndpoint(peopleEndpoints.importCsv, ({ body }) => importCsvMock(body)),
  mockEndpoint(peopleEndpoints.get, ({ params }) => {
    const found = peopleStore.find(params.id);
    return found ? detailOf(found) : notFound();
  }),
  mockEndpoint(peopleEndpoints.create, ({ body }) => {
    const created = peopleStore.insert({
      id: newId(),
      ...fromInput(body),
      photoUrl: null,
      archivedAt: null,
      createdAt: nowIso(),
    });
    return { person: toPerson(created) };
  }),
  mockEndpoint(peopleEndpoints.update, ({ params, body }) => {
    const updated = peopleStore.update(params.id, fromInput(body));
    return updated ? { person: toPerson(updated) } : notFound();
  }),
  mockEndpoint(peopleEndpoints.setStage, ({ params, body }) => {
    const updated = peopleStore.update(params.id, { stage: body.stage, updatedAt: nowIso() });
    return updated ? { person: toPerson(updated) } : notFound();
  }),
  mockEndpoint(peopleEndpoints.archive, ({ params, body }) => {
    const updated = peopleStore.update(params.id, { archivedAt: body.archived ? nowIso() : null });
    return updated ? { person: toPerson(updated) } : notFound();
  }),
  mockEndpoint(peopleEndpoints.setPhoto, async ({ params, request }) => {
    if (!peopleStore.find(params.id)) return notFound();
    const body = await readMockForm(request, personPhotoSchema);
    if (body instanceof Response) return body;
    photosStore.remove(params.id);
    photosStore.insert({ id: params.id, photo: body.photo });
    photoVersion += 1;
    const updated = peopleStore.update(params.id, {
      photoUrl: `/api/crm/people/${params.id}/photo?v=${photoVersion}`,
      updatedAt: nowIso(),
    });
    return updated ? { person: toPerson(updated) } : notFound();
  }),
  mockEndpoint(peopleEndpoints.photo, ({ params }) => {
    const photo = photosStore.find(params.id)?.photo;
    if (!photo) return mockError(404, "not_found", peopleMessages.noPhoto);
    return new Response(photo, { headers: { "content-type": photo.type, "cache-control": "no-store" } });
  }),
  mockEndpoint(peopleEndpoints.removePhoto, ({ params }) => {
    photosStore.remove(params.id);
    const updated = peopleStore.update(params.id, { photoUrl: null, updatedAt: nowIso() });
    return updated ? { person: toPerson(updated) } : notFound();
  }),
  mockEndpoint(peopleEndpoints.addRelationship, ({ params, body }) => {
    const self = peopleStore.find(params.id);
    if (!self || !peopleStore.find(body.personId)) return notFound();
    if (params.id === body.personId) {
      return mockError(400, "validation_error", peopleMessages.selfRelationship, {
        personId: peopleMessages.selfRelationship,
      });
    }
    relationshipsStore.insert(relate(params.id, body.personId, body.kind));
    return detailOf(self);
  }),
  mockEndpoint(peopleEndpoints.removeRelationship, ({ params }) =>
    relationshipsStore.remove(params.relationshipId)
      ? { success: true as const }
      : mockError(404, "not_found", peopleMessages.relationshipNotFound),
  ),
  mockEndpoint(peopleEndpoints.listHouseholds, () => ({
    households: householdsStore
      .all()
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(toHousehold),
  })),
  mockEndpoint(peopleEndpoints.createHousehold, ({ body }) => {
    const created = householdsStore.insert({
      id: newId(),
      ...body,
      members: [],
      createdAt: nowIso(),
      updatedAt: nowIso(),
    });
    return { household: toHousehold(created) };
  }),
  mockEndpoint(peopleEndpoints.updateHousehold, ({ params, body }) => {
    const updated = householdsStore.update(params.id, { ...body, updatedAt: nowIso() });
    return updated
      ? { household: toHousehold(updated) }
      : mockError(404, "not_found", peopleMessages.householdNotFound);
  }),
  mockEndpoint(peopleEndpoints.addHouseholdMember, ({ params, body }) => {
    const household = householdsStore.find(params.id);
    if (!household) return mockError(404, "not_found", peopleMessages.householdNotFound);
    if (!peopleStore.find(body.personId)) return notFound();
    // One household per person: adding moves them.
    for (const h of householdsStore.all()) {
      householdsStore.update(h.id, { members: h.members.filter((m) => m.personId !== body.personId) });
    }
    const current = householdsStore.find(params.id) ?? household;
    const updated = householdsStore.update(params.id, {
      members: [...current.members, { personId: body.personId, role: body.role, isContact: body.isContact }],
    });
    return { household: toHousehold(updated ?? current) };
  }),
  mockEndpoint(peopleEndpoints.removeHouseholdMember, ({ params }) => {
    const household = householdsStore.find(params.id);
    if (!household) return mockError(404, "not_found", peopleMessages.householdNotFound);
    const updated = householdsStore.update(params.id, {
      members: household.members.filter((m) => m.personId !== params.personId),
    });
    return { household: toHousehold(updated ?? household) };
  }),
  mockEndpoint(peopleEndpoints.merge, ({ params, body }) => mergePeople(params.id, body.mergeId)),
  // The mock has no public-action rows: the file holds the person, household, relationships and timeline.
  mockEndpoint(peopleEndpoints.exportPerson, ({ params }) => {
    const found = peopleStore.find(params.id);
    if (!found) return notFound();
    const detail = detailOf(found);
    const file: PersonExport = {
      exportedAt: nowIso(),
      person: detail.person,
      photo: null,
      household:
        detail.person.household && detail.household
          ? {
              ...detail.person.household,
              otherMembers: detail.household.members
                .filter((m) => m.person.id !== params.id)
                .map((m) => ({ name: personRefName(m.person) })),
            }
          : null,
      relationships: detail.relationships.map((r) => ({ kind: r.kind, name: personRefName(r.person) })),
      timeline: detail.timeline.map(({ href: _href, care: _care, ...entry }) => entry),
      care: { visits: [], notes: [] },
      records: {
        rsvps: [],
        meetingRequests: [],
        contactMessages: [],
        newsletterSubscriptions: [],
        donations: [],
        textConsents: [],
        attendance: [],
      },
    };
    return new Response(JSON.stringify(file, null, 2), {
      headers: {
        "content-type": "application/json",
        "content-disposition": `attachment; filename="person-${params.id}.json"`,
      },
    });
  }),
  mockEndpoint(peopleEndpoints.erasePerson, ({ params }) => {
    if (!peopleStore.find(params.id)) return notFound();
    const entries = timelineStore.all().filter((t) => t.personId === params.id);
    const of = (kind: TimelineEntry["kind"]) => entries.filter((t) => t.kind === kind).length;
    for (const t of entries) timelineStore.remove(t.id);
    for (const r of relationshipsStore.all()) {
      if (r.fromId === params.id || r.toId === params.id) relationshipsStore.remove(r.id);
    }
    for (const h of householdsStore.all()) {
      householdsStore.update(h.id, { members: h.members.filter((m) => m.personId !== params.id) });
    }
    peopleStore.remove(params.id);
    const result: EraseResult = {
      success: true,
      erased: {
        timelineEntries: entries.length,
        rsvpsAnonymised: of("rsvp"),
        meetingRequestsDeleted: of("meeting_request"),
        contactMessagesDeleted: of("contact_message"),
        newsletterSubscriptionsDeleted: of("newsletter"),
        textConsentsDeleted: of("sms_consent"),
        donationsAnonymised: of("donation"),
      },
    };
    return result;
  }),
];

/** The API's pairs, found by the same rule (`findDuplicates`). */
function duplicatePairs() {
  // Oldest first, as the API: the store holds the newest first.
  const living = [...peopleStore.all()]
    .reverse()
    .filter((p) => p.archivedAt === null)
    .sort((x, y) => x.createdAt.localeCompare(y.createdAt));
  const byId = new Map(living.map((p) => [p.id, p]));
  const pairs = findDuplicates(
    living.map((p) => ({ ...p, householdId: householdOfPerson(p.id)?.id ?? null })),
  );
  return {
    pairs: pairs.flatMap(({ aId, bId, reasons }) => {
      const a = byId.get(aId);
      const b = byId.get(bId);
      return a && b ? [{ a: toPerson(a), b: toPerson(b), reasons }] : [];
    }),
  };
}

const stageRank = { former: 0, visitor: 1, attender: 2, member: 3 } as const;

/** The API's merge, simpler: an empty field is filled; a different e-mail or birthday is refused. */
function mergePeople(keptId: string, mergeId: string) {
  if (keptId === mergeId) {
    return mockError(400, "validation_error", mergeMessages.self, { mergeId: mergeMessages.self });
  }
  const kept = peopleStore.find(keptId);
  const other = peopleStore.find(mergeId);
  if (!kept) return notFound();
  if (!other)
    return mockError(400, "validation_error", peopleMessages.notFound, { mergeId: peopleMessages.notFound });
  for (const field of ["email", "birthday", "anniversary"] as const) {
    const [x, y] = [kept[field], other[field]];
    if (x && y && JSON.stringify(x).toLowerCase() !== JSON.stringify(y).toLowerCase()) {
      return mockError(409, "conflict", `Cannot merge: both people have a different ${field}`, {
        [field]: mergeMessages.conflict,
      });
    }
  }
  const fieldsTaken: (typeof mergedFields)[number][] = [];
  const patch: Partial<MockPerson> = {};
  for (const field of [
    "familyName",
    "knownAs",
    "email",
    "address",
    "birthday",
    "anniversary",
    "gender",
  ] as const) {
    if (kept[field] === null && other[field] !== null) {
      Object.assign(patch, { [field]: other[field] });
      fieldsTaken.push(field);
    }
  }
  const phones = [...new Set([...kept.phones, ...other.phones])];
  if (phones.length > kept.phones.length) fieldsTaken.push("phones");
  if (stageRank[other.stage] > stageRank[kept.stage]) {
    patch.stage = other.stage;
    fieldsTaken.push("stage");
  }
  const keptHome = householdOfPerson(keptId);
  const otherHome = householdOfPerson(mergeId);
  for (const h of householdsStore.all()) {
    const members = h.members
      .map((m) => (m.personId === mergeId && !keptHome ? { ...m, personId: keptId } : m))
      .filter((m) => m.personId !== mergeId);
    householdsStore.update(h.id, { members });
  }
  for (const r of relationshipsStore.all()) {
    const fromId = r.fromId === mergeId ? keptId : r.fromId;
    const toId = r.toId === mergeId ? keptId : r.toId;
    if (fromId === toId) relationshipsStore.remove(r.id);
    else relationshipsStore.update(r.id, { fromId, toId });
  }
  for (const t of timelineStore.all()) {
    if (t.personId === mergeId) timelineStore.update(t.id, { personId: keptId });
  }
  const updated = peopleStore.update(keptId, { ...patch, phones, updatedAt: nowIso() }) ?? kept;
  peopleStore.remove(mergeId);
  return {
    ...detailOf(updated),
    merge: {
      mergedId: mergeId,
      fieldsTaken,
      householdLeft:
        keptHome && otherHome && keptHome.id !== otherHome.id
          ? { id: otherHome.id, name: otherHome.name }
          : null,
    },
  };
}

/** A mock cell: quoted when it holds a comma, defused like the API's csvCell when it starts a formula. */
const mockCell = (value: string | null) => {
  const text = value && /^[=+\-@]/.test(value) ? `'${value}` : (value ?? "");
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

function exportCsvMock(query: PeopleFilter): Response {
  const lines = filteredPeople(query).map((p) =>
    personCsvRow(p, householdOfPerson(p.id)?.name ?? null)
      .map(mockCell)
      .join(","),
  );
  return new Response([peopleCsvColumns.join(","), ...lines, ""].join("\r\n"), {
    headers: { "content-type": "text/csv; charset=utf-8" },
  });
}

/**
 * The import, roughly: the mock splits lines at commas (no quoted cells) and matches by e-mail only;
 * enough for the dialog's report in offline mode. The API's rules are in people.csv.ts.
 */
function importCsvMock(body: PeopleImportInput): PeopleImportResult {
  const [header = [], ...lines] = body.csv
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .map((l) => l.split(",").map((c) => c.trim()));
  const cell = (cells: string[], field: PeopleImportField) => {
    const at = header.findIndex((h) => h.toLowerCase() === body.mapping[field]?.toLowerCase());
    return at < 0 ? "" : (cells[at] ?? "");
  };
  const rows: PeopleImportRow[] = lines.map((cells, i) => {
    const row = i + 2;
    const givenName = cell(cells, "givenName");
    const name = [givenName, cell(cells, "familyName")].filter(Boolean).join(" ");
    const base = { row, name, personId: null, filled: [] };
    if (!givenName) {
      const column = body.mapping.givenName ?? "givenName";
      const message = `Row ${row}: "${column}" is empty`;
      return {
        ...base,
        outcome: "skipped",
        reason: { field: "givenName", code: "empty", column, value: "", otherRow: null, message },
      };
    }
    const word = cell(cells, "stage");
    const stage = word ? stageFromWord(word) : "visitor";
    if (!stage) {
      const column = body.mapping.stage ?? "stage";
      const message = `Row ${row}: "${column}" "${word}" is not a stage we know`;
      return {
        ...base,
        outcome: "skipped",
        reason: { field: "stage", code: "stage", column, value: word, otherRow: null, message },
      };
    }
    const email = cell(cells, "email").toLowerCase() || null;
    const known = email ? peopleStore.all().find((p) => p.email?.toLowerCase() === email) : undefined;
    if (known) return { ...base, outcome: "updated", personId: known.id, reason: null };
    if (!body.dryRun) {
      peopleStore.insert({
        id: newId(),
        givenName,
        familyName: cell(cells, "familyName") || null,
        knownAs: null,
        language: "en",
        phones: [],
        email,
        address: null,
        birthday: null,
        anniversary: null,
        gender: null,
        stage,
        firstSeenOn: today(),
        lastSeenOn: null,
        photoUrl: null,
        archivedAt: null,
        createdAt: nowIso(),
        updatedAt: nowIso(),
      });
    }
    return { ...base, outcome: "created", reason: null };
  });
  const count = (outcome: PeopleImportRow["outcome"]) => rows.filter((r) => r.outcome === outcome).length;
  return {
    dryRun: body.dryRun,
    created: count("created"),
    updated: count("updated"),
    skipped: count("skipped"),
    householdsCreated: 0,
    rows,
  };
}

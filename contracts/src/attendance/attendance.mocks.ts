import { HttpResponse } from "msw";
import { calendarDate } from "../common/content-utils.ts";
import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, nowIso } from "../common/mock-store.ts";
import { attendanceEndpoints } from "./attendance.endpoints.ts";
import {
  type Attendee,
  attendanceMessages,
  type ByNameReport,
  byNameReportCsv,
  type RetentionReport,
  retentionReportCsv,
} from "./attendance.schema.ts";

/** The usher's list in the mocks: two households and two people on their own. */
const household = (n: number, name: string) => ({ id: `b7200000-0000-4000-8000-00000000000${n}`, name });
const mutua = household(1, "Mutua family");
const otieno = household(2, "Otieno family");
const person = (
  n: number,
  givenName: string,
  familyName: string | null,
  home: Attendee["household"],
  recentServices: number,
): Attendee => ({
  id: `b7300000-0000-4000-8000-00000000000${n}`,
  givenName,
  familyName,
  knownAs: null,
  household: home,
  recentServices,
  present: false,
});

export const attendanceFixtures: readonly Attendee[] = [
  person(1, "Amina", "Mutua", mutua, 11),
  person(2, "Baraka", "Mutua", mutua, 9),
  person(3, "Neema", "Mutua", mutua, 8),
  person(4, "Grace", "Otieno", otieno, 6),
  person(5, "Peter", "Otieno", otieno, 5),
  person(6, "Joseph", "Kamau", null, 3),
  person(7, "Rehema", "Wanjiru", null, 0),
];

/** Marks per service date: person ids present, with when each changed (for `changes`). */
interface MockMark {
  id: string;
  date: string;
  personId: string;
  present: boolean;
  changedAt: string;
}
const people = createMockStore(() => attendanceFixtures);
const marks = createMockStore<MockMark>(() => []);
const markId = (date: string, personId: string) => `${date}:${personId}`;

const countOf = (date: string) => marks.all().filter((m) => m.date === date && m.present).length;
const withPresence = (date: string, p: Attendee): Attendee => ({
  ...p,
  present: marks.find(markId(date, p.id))?.present ?? false,
});

function setMark(date: string, personId: string, present: boolean) {
  const id = markId(date, personId);
  const fields = { present, changedAt: nowIso() };
  if (marks.find(id)) marks.update(id, fields);
  else marks.insert({ id, date, personId, ...fields });
  return { personId, present, count: countOf(date) };
}

/** A stand-in PDF: the API writes the real one (api/src/routes/shared/table-pdf.ts). */
const mockPdf = (name: string) =>
  new HttpResponse(`%PDF-1.4\n% mock ${name} report\n`, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${name}-${calendarDate(new Date())}.pdf"`,
    },
  });

export const attendanceHandlers = [
  mockEndpoint(attendanceEndpoints.byNameReport, ({ query }) => {
    const report: ByNameReport = {
      services: [
        { date: "2026-11-08", countedByName: 41, headCount: 58 },
        { date: "2026-11-15", countedByName: 44, headCount: 61 },
        { date: "2026-11-22", countedByName: 47, headCount: 60 },
      ],
    };
    if (query.format === "pdf") return mockPdf("attendance-by-name");
    if (query.format !== "csv") return report;
    return new HttpResponse(byNameReportCsv(report), { headers: { "content-type": "text/csv" } });
  }),
  mockEndpoint(attendanceEndpoints.retentionReport, ({ query }) => {
    const report: RetentionReport = {
      months: [
        { month: "2026-09", firstSeen: 6, cameBack2: 3, cameBack4: 1, complete: true },
        { month: "2026-10", firstSeen: 4, cameBack2: 2, cameBack4: 0, complete: false },
        { month: "2026-11", firstSeen: 3, cameBack2: 0, cameBack4: 0, complete: false },
      ],
    };
    if (query.format === "pdf") return mockPdf("newcomer-retention");
    if (query.format !== "csv") return report;
    return new HttpResponse(retentionReportCsv(report), { headers: { "content-type": "text/csv" } });
  }),
  mockEndpoint(attendanceEndpoints.service, ({ params }) => ({
    date: params.date,
    count: countOf(params.date),
    cursor: nowIso(),
    people: people.all().map((p) => withPresence(params.date, p)),
  })),
  mockEndpoint(attendanceEndpoints.changes, ({ params, query }) => ({
    date: params.date,
    count: countOf(params.date),
    cursor: nowIso(),
    changes: marks
      .all()
      .filter((m) => m.date === params.date && m.changedAt >= query.since)
      .flatMap((m) => {
        const p = people.find(m.personId);
        return p ? [withPresence(params.date, p)] : [];
      }),
  })),
  mockEndpoint(attendanceEndpoints.mark, ({ params }) =>
    people.find(params.personId)
      ? setMark(params.date, params.personId, true)
      : mockError(404, "not_found", attendanceMessages.personNotFound),
  ),
  mockEndpoint(attendanceEndpoints.unmark, ({ params }) =>
    people.find(params.personId)
      ? setMark(params.date, params.personId, false)
      : mockError(404, "not_found", attendanceMessages.personNotFound),
  ),
  mockEndpoint(attendanceEndpoints.addNewcomer, ({ params, body }) => {
    if (!people.find(body.id)) {
      people.insert({
        id: body.id,
        givenName: body.givenName,
        familyName: body.familyName,
        knownAs: null,
        household: null,
        recentServices: 0,
        present: false,
      });
    }
    const { count } = setMark(params.date, body.id, true);
    const added = people.find(body.id);
    if (!added) return mockError(404, "not_found", attendanceMessages.personNotFound);
    return { person: withPresence(params.date, added), count };
  }),
];

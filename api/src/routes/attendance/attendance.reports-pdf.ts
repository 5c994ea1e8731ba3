import type { ByNameReport, Language, RetentionReport } from "@church/contracts";
import { fillText, renderTablePdf } from "../shared/table-pdf.ts";

/** The attendance reports' PDF texts; the cells are the CSV's (dates, months, whole numbers). */
const texts = {
  en: {
    byName: {
      title: "Attendance: counted by name and head count",
      range: "Services of the last {{weeks}} weeks",
      heading: "Per Sunday",
      columns: ["Service", "Counted by name", "Head count (church record)"],
      noRecord: "No record",
      empty: "No attendance was counted in these weeks.",
    },
    retention: {
      title: "Newcomer retention",
      range: "People first seen in the last {{months}} months; returns within 8 weeks",
      heading: "Per month first seen",
      columns: [
        "Month first seen",
        "First seen",
        "Came back 2+ times",
        "Came back 4+ times",
        "8 weeks passed",
      ],
      yes: "Yes",
      no: "No, still counting",
      empty: "No one was first seen in these months.",
    },
  },
  sw: {
    byName: {
      title: "Mahudhurio: kwa majina na hesabu ya vichwa",
      range: "Ibada za wiki {{weeks}} zilizopita",
      heading: "Kila Jumapili",
      columns: ["Ibada", "Waliohesabiwa kwa majina", "Hesabu ya vichwa (kumbukumbu ya kanisa)"],
      noRecord: "Hakuna kumbukumbu",
      empty: "Hakuna mahudhurio yaliyohesabiwa katika wiki hizi.",
    },
    retention: {
      title: "Wageni wanaorudi",
      range: "Walioonekana mara ya kwanza katika miezi {{months}} iliyopita; waliorudi ndani ya wiki 8",
      heading: "Kwa mwezi walioonekana mara ya kwanza",
      columns: [
        "Mwezi walioonekana mara ya kwanza",
        "Walionekana mara ya kwanza",
        "Walirudi mara 2 au zaidi",
        "Walirudi mara 4 au zaidi",
        "Wiki 8 zimepita",
      ],
      yes: "Ndiyo",
      no: "Hapana, bado inahesabiwa",
      empty: "Hakuna aliyeonekana mara ya kwanza katika miezi hii.",
    },
  },
} as const;

export function renderByNamePdf(report: ByNameReport, weeks: number, language: Language) {
  const t = texts[language].byName;
  const [date = "", named = "", heads = ""] = t.columns;
  return renderTablePdf({
    language,
    title: t.title,
    subtitle: fillText(t.range, { weeks }),
    generatedAt: new Date(),
    tables: [
      {
        heading: t.heading,
        empty: t.empty,
        columns: [
          { label: date, width: 2 },
          { label: named, width: 2, align: "right" },
          { label: heads, width: 3, align: "right" },
        ],
        rows: report.services.map((s) => [
          s.date,
          String(s.countedByName),
          s.headCount === null ? t.noRecord : String(s.headCount),
        ]),
      },
    ],
  });
}

export function renderRetentionPdf(report: RetentionReport, months: number, language: Language) {
  const t = texts[language].retention;
  return renderTablePdf({
    language,
    title: t.title,
    subtitle: fillText(t.range, { months }),
    generatedAt: new Date(),
    tables: [
      {
        heading: t.heading,
        empty: t.empty,
        columns: t.columns.map((label, i) => ({
          label,
          width: i === 0 ? 3 : 2,
          align: i === 0 ? "left" : "right",
        })),
        rows: report.months.map((m) => [
          m.month,
          String(m.firstSeen),
          String(m.cameBack2),
          String(m.cameBack4),
          m.complete ? t.yes : t.no,
        ]),
      },
    ],
  });
}

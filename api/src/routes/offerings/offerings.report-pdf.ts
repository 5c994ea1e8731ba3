import {
  donationFundLabels,
  donationFunds,
  type GivingReport,
  givingSourceLabels,
  givingSources,
  type Language,
} from "@church/contracts";
import { fillText, renderTablePdf } from "../shared/table-pdf.ts";

const texts = {
  en: {
    title: "Giving by method and fund",
    range: "{{from}} to {{to}}: closed offering batches and online gifts, in US dollars",
    byMethod: "By method",
    byFund: "By fund",
    month: "Month",
    total: "Total",
    empty: "No months in this range.",
  },
  sw: {
    title: "Matoleo kwa njia na mfuko",
    range: "{{from}} hadi {{to}}: mafungu yaliyofungwa na matoleo ya mtandaoni, kwa dola za Marekani",
    byMethod: "Kwa njia",
    byFund: "Kwa mfuko",
    month: "Mwezi",
    total: "Jumla",
    empty: "Hakuna miezi katika kipindi hiki.",
  },
} as const;

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** The giving report as a PDF: a table by method and one by fund (landscape: a column per fund). */
export function renderGivingPdf(report: GivingReport, language: Language) {
  const t = texts[language];
  const money = (column: { label: string }) => ({ ...column, width: 2, align: "right" as const });
  return renderTablePdf({
    language,
    title: t.title,
    subtitle: fillText(t.range, { from: report.from, to: report.to }),
    generatedAt: new Date(),
    landscape: true,
    tables: [
      {
        heading: t.byMethod,
        empty: t.empty,
        columns: [
          { label: t.month, width: 2 },
          ...givingSources.map((s) => money({ label: givingSourceLabels[s][language] })),
          money({ label: t.total }),
        ],
        rows: report.months.map((m) => [
          m.month,
          ...givingSources.map((s) => usd.format(m.bySource[s] ?? 0)),
          usd.format(m.total),
        ]),
      },
      {
        heading: t.byFund,
        empty: t.empty,
        columns: [
          { label: t.month, width: 2 },
          ...donationFunds.map((f) => money({ label: donationFundLabels[f][language] })),
          money({ label: t.total }),
        ],
        rows: report.months.map((m) => [
          m.month,
          ...donationFunds.map((f) => usd.format(m.byFund[f] ?? 0)),
          usd.format(m.total),
        ]),
      },
    ],
  });
}

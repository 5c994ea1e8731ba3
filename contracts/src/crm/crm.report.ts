import type { Language } from "../common/primitives.ts";

/**
 * The texts of the church records report, in both languages: the API writes them into the PDF and the
 * portal into its print view, so the two read the same. `{{name}}` marks a value to fill in.
 */
const en = {
  title: "Church Records Report",
  generatedAt: "Generated {{date}}",
  summary: "Summary",
  totalRecords: "Total records",
  totalAttendance: "Total attendance",
  totalTithes: "Total tithes",
  totalOfferings: "Total offerings",
  onlineTithes: "Online tithes",
  onlineOfferings: "Online offerings",
  totalGiving: "All giving",
  allDates: "All dates",
  range: "From {{from}} to {{to}}",
  since: "From {{from}}",
  until: "Up to {{to}}",
  averageAttendance: "Average attendance",
  records: "Records",
  noRecords: "No records yet.",
  page: "Page {{page}} of {{pages}}",
  columns: {
    date: "Date",
    attendance: "Attendance",
    tithes: "Tithes",
    offerings: "Offerings",
    total: "Total",
    notes: "Notes",
  },
};

export type CrmReportTexts = typeof en;

const sw: CrmReportTexts = {
  title: "Ripoti ya Kumbukumbu za Kanisa",
  generatedAt: "Imetolewa {{date}}",
  summary: "Muhtasari",
  totalRecords: "Jumla ya kumbukumbu",
  totalAttendance: "Jumla ya mahudhurio",
  totalTithes: "Jumla ya zaka",
  totalOfferings: "Jumla ya sadaka",
  onlineTithes: "Zaka za mtandaoni",
  onlineOfferings: "Sadaka za mtandaoni",
  totalGiving: "Matoleo yote",
  allDates: "Tarehe zote",
  range: "Kuanzia {{from}} hadi {{to}}",
  since: "Kuanzia {{from}}",
  until: "Hadi {{to}}",
  averageAttendance: "Wastani wa mahudhurio",
  records: "Kumbukumbu",
  noRecords: "Bado hakuna kumbukumbu.",
  page: "Ukurasa {{page}} kati ya {{pages}}",
  columns: {
    date: "Tarehe",
    attendance: "Mahudhurio",
    tithes: "Zaka",
    offerings: "Sadaka",
    total: "Jumla",
    notes: "Maelezo",
  },
};

export const crmReportTexts: Record<Language, CrmReportTexts> = { en, sw };

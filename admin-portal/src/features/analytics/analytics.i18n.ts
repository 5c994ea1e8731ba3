import { addTranslations } from "@church/ui-kit";

/** Texts of the Analytics tab (namespace "adminAnalytics"). */
export const analyticsNamespace = "adminAnalytics";

export const analyticsEn = {
  title: "Analytics",
  intro: "Visits to the public site, counted only with the visitor's consent.",
  exportCsv: "Export CSV",
  exportExcel: "Export Excel",
  exportPdf: "Export PDF",
  exportError: "Error exporting analytics",
  exported: "Analytics exported",
  visitors: "Visitors",
  today: "Today",
  thisWeek: "This Week",
  thisMonth: "This Month",
  total: "Total",
  devices: "Devices",
  desktop: "Desktop",
  mobile: "Mobile",
  tablet: "Tablet",
  topPages: "Top Pages",
  page: "Page",
  views: "Views",
  empty: "No analytics data available.",
  loadFailed: "Analytics could not be loaded.",
  retry: "Try again",
};

export const analyticsSw: typeof analyticsEn = {
  title: "Takwimu",
  intro: "Ziara kwenye tovuti ya umma, zinazohesabiwa tu kwa ridhaa ya mgeni.",
  exportCsv: "Hamisha CSV",
  exportExcel: "Hamisha Excel",
  exportPdf: "Hamisha PDF",
  exportError: "Hitilafu katika kuhamisha takwimu",
  exported: "Takwimu zimehamishwa",
  visitors: "Wageni",
  today: "Leo",
  thisWeek: "Wiki Hii",
  thisMonth: "Mwezi Huu",
  total: "Jumla",
  devices: "Vifaa",
  desktop: "Kompyuta",
  mobile: "Simu",
  tablet: "Tabiti",
  topPages: "Kurasa Maarufu",
  page: "Ukurasa",
  views: "Matembeleo",
  empty: "Hakuna takwimu zinazopatikana.",
  loadFailed: "Takwimu hazikuweza kupakiwa.",
  retry: "Jaribu tena",
};

addTranslations(analyticsNamespace, { en: analyticsEn, sw: analyticsSw });

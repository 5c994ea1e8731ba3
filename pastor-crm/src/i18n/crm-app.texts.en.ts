/** English texts of the pastor-crm app shell (namespace "crmApp"; the records screens use "crm"). */
export const crmAppEn = {
  nav: {
    label: "Staff",
    dashboard: "Back to Admin Dashboard",
    records: "Church records",
    people: "People",
    offerings: "Offerings",
    followUp: "Follow-up",
    care: "Care lists",
    attendance: "Attendance",
  },
  usherOnly: {
    title: "This page is not for ushers",
    text: "Your account takes attendance. Everything else stays with the pastor.",
    open: "Open attendance",
  },
  menuFallback: "Login",
} as const;

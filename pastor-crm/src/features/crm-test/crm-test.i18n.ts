import { addTranslations } from "@church/ui-kit";

/** The test page's namespace. */
export const crmTestNamespace = "crm-test";

/** Texts of the records test page (/admin/crm-test), English and Swahili. */
export const crmTestEn = {
  title: "Records Test Page",
  subtitle: "Check the session and try the records API directly.",
  session: {
    title: "Session",
    checking: "Checking the session...",
    present: "Session present: Yes",
    absent: "Session present: No",
    email: "Signed in as {{email}}",
    error: "The session could not be checked: {{message}}",
  },
  auth: {
    button: "Test Auth",
    result: "Auth test: {{status}} - {{json}}",
    error: "Auth test error: {{message}}",
  },
  create: {
    title: "Create a record",
    date: "Date",
    attendance: "Attendance",
    tithes: "Tithes ($)",
    offerings: "Offerings ($)",
    notes: "Notes (Optional)",
    submit: "Create Record",
    success: "Record created successfully!",
    response: "Response (status {{status}})",
    error: "Request failed: {{message}}",
  },
};

type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export const crmTestSw: Translation<typeof crmTestEn> = {
  title: "Ukurasa wa Majaribio ya Kumbukumbu",
  subtitle: "Kagua kipindi na ujaribu API ya kumbukumbu moja kwa moja.",
  session: {
    title: "Kipindi",
    checking: "Inakagua kipindi...",
    present: "Kipindi kipo: Ndiyo",
    absent: "Kipindi kipo: Hapana",
    email: "Umeingia kama {{email}}",
    error: "Kipindi hakikuweza kukaguliwa: {{message}}",
  },
  auth: {
    button: "Jaribu Uthibitishaji",
    result: "Jaribio la uthibitishaji: {{status}} - {{json}}",
    error: "Hitilafu ya jaribio la uthibitishaji: {{message}}",
  },
  create: {
    title: "Unda kumbukumbu",
    date: "Tarehe",
    attendance: "Mahudhurio",
    tithes: "Zaka ($)",
    offerings: "Sadaka ($)",
    notes: "Maelezo (Si lazima)",
    submit: "Unda Kumbukumbu",
    success: "Kumbukumbu imeundwa kwa mafanikio!",
    response: "Jibu (hali {{status}})",
    error: "Ombi limeshindwa: {{message}}",
  },
};

addTranslations(crmTestNamespace, { en: crmTestEn, sw: crmTestSw });

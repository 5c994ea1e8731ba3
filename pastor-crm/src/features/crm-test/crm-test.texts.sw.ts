import type { Translation } from "@church/ui-kit";
import type { crmTestEn } from "./crm-test.texts.en.ts";

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

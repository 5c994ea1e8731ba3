import type { Translation } from "@church/ui-kit";
import type { crmAppEn } from "./crm-app.texts.en.ts";

/** Swahili texts of the pastor-crm app shell (namespace "crmApp"). */
export const crmAppSw: Translation<typeof crmAppEn> = {
  nav: {
    label: "Watumishi",
    dashboard: "Rudi kwenye Dashibodi ya Wasimamizi",
    records: "Kumbukumbu za kanisa",
    people: "Watu",
    offerings: "Sadaka",
    followUp: "Ufuatiliaji",
    care: "Orodha za huduma",
    attendance: "Mahudhurio",
  },
  usherOnly: {
    title: "Ukurasa huu si wa wahudumu",
    text: "Akaunti yako ni ya kuchukua mahudhurio. Mengine yote hubaki kwa mchungaji.",
    open: "Fungua mahudhurio",
  },
  menuFallback: "Ingia",
};

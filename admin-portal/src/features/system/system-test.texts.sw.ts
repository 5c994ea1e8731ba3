import type { systemTestEn } from "./system-test.texts.en.ts";

export const systemTestSw: typeof systemTestEn = {
  chat: {
    title: "Jaribio la msaidizi wa mazungumzo",
    intro: "Tuma swali kwa msaidizi wa tovuti na uone jibu lake ghafi.",
    message: "Ujumbe",
    send: "Tuma",
    quick: "Maswali ya haraka",
    prompts: {
      serviceTime: "Ibada ya Jumapili ni saa ngapi?",
      location: "Kanisa liko wapi?",
      mission: "Dhamira ya kanisa ni ipi?",
    },
  },
  record: {
    title: "Jaribio la kuunda kumbukumbu",
    intro:
      "Inaunda kumbukumbu ya kanisa kwa thamani hizi na kuonyesha jibu ghafi (akaunti za wachungaji na wasimamizi).",
    signedOut: "Ingia ili kujaribu kuunda kumbukumbu.",
    date: "Tarehe",
    attendance: "Mahudhurio",
    tithes: "Zaka ($)",
    offerings: "Sadaka ($)",
    create: "Unda kumbukumbu ya majaribio",
  },
};

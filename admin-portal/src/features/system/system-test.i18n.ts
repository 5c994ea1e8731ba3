import { addTranslations } from "@church/ui-kit";

/** Texts of the chatbot and record tests on /test (namespace "adminSystemTest"). */
export const systemTestNamespace = "adminSystemTest";

export const systemTestEn = {
  chat: {
    title: "Chatbot test",
    intro: "Send a question to the website's assistant and see its raw answer.",
    message: "Message",
    send: "Send",
    quick: "Quick prompts",
    prompts: {
      serviceTime: "What time is the Sunday service?",
      location: "Where is the church located?",
      mission: "What is the church's mission?",
    },
  },
  record: {
    title: "Record creation test",
    intro:
      "Creates a church record with these values and shows the raw answer (pastor and administrator accounts).",
    signedOut: "Sign in to test record creation.",
    date: "Date",
    attendance: "Attendance",
    tithes: "Tithes ($)",
    offerings: "Offerings ($)",
    create: "Create test record",
  },
};

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

addTranslations(systemTestNamespace, { en: systemTestEn, sw: systemTestSw });

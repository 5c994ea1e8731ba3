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

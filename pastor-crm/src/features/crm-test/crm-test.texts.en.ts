/** English texts of the records test page (/admin/crm-test). */
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

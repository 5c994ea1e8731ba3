/**
 * The meeting request texts, without zod: the public site's first load imports them, and zod stays
 * out of it (meeting-requests.schema.ts re-exports them, so imports from there keep working).
 */
/** Texts of both specs about meeting requests (the apps translate them). */
export const meetingMessages = {
  submitted: "Your meeting request has been sent. The pastor will reply within 24 hours.",
  dateTooEarly: "Please choose a date from tomorrow on",
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  dateRequired: "Preferred date is required",
  timeRequired: "Preferred time is required",
  purposeRequired: "Please tell us the purpose of the meeting",
  messageRequired: "Please add a message when declining or suggesting a new time",
  suggestedRequired: "Please choose a suggested date and time",
  responseSent: "Meeting Response Sent",
  responseError: "Error responding to meeting request. API may not be available.",
  connectionError: "Connection Error: Please check your connection and try again.",
  empty: "No meeting requests yet.",
  notificationsOn: "Automatic email notifications are enabled.",
  newRequestToast: "Click Pastor Portal to view details",
  notPending: "This request has already been answered.",
  notAccepted: "Only an accepted meeting can be cancelled.",
  cancelled: "Meeting cancelled",
  notProvided: "Not provided",
  notFound: "Meeting request not found",
} as const;

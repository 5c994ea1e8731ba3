/** English texts of the text-message reminder fields of the RSVP and meeting forms (namespace "site-text-reminders"). */
export const textRemindersEn = {
  title: "Text message reminders (optional)",
  phone: "Mobile number",
  phoneHint: "Numbers outside the US need their country code, e.g. +254 712 345678",
  channel: "Send them by",
  sms: "SMS (text message)",
  whatsapp: "WhatsApp",
} as const;

/** Date and time as staff read them in lists (Nov 28, 2026, 6:46 AM), in their language. */
export const dateTimeFormat = (language: string) =>
  new Intl.DateTimeFormat(language === "sw" ? "sw-KE" : "en-US", { dateStyle: "medium", timeStyle: "short" });

/** A calendar date (YYYY-MM-DD) in the reader's language, without a time zone shift. */
export function formatDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(language === "sw" ? "sw-KE" : "en-US", {
    dateStyle: "medium",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}

export const dateTimeFormat = (language: string) =>
  new Intl.DateTimeFormat(language === "sw" ? "sw-KE" : "en-US", { dateStyle: "medium", timeStyle: "short" });

export const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === "sw" ? "sw-KE" : "en-US", { dateStyle: "medium" }).format(
    new Date(iso.length === 10 ? `${iso}T12:00:00` : iso),
  );

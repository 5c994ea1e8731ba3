/**
 * Data saver (decision 020): no picture loads until tapped, and sermons start with their light file.
 * The visitor's choice is a cookie, so the server renders the page the same way the browser will.
 */
export const dataSaverCookie = "ps-data-saver";

/** The server's decision: the visitor's own choice first, else the browser's `Save-Data: on`. */
export function wantsDataSaver(cookie: string | null, saveData: string | null): boolean {
  const choice = (cookie ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${dataSaverCookie}=`))
    ?.slice(dataSaverCookie.length + 1);
  if (choice === "on" || choice === "off") return choice === "on";
  return (saveData ?? "").trim().toLowerCase() === "on";
}

/** Remembers the choice for a year and shows the page again as the server renders it with it. */
export function chooseDataSaver(on: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and value, as the language cookie (ui-kit)
  document.cookie = `${dataSaverCookie}=${on ? "on" : "off"}; path=/; max-age=31536000; samesite=lax`;
  location.reload();
}

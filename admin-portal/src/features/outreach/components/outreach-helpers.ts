import { ApiError } from "@church/contracts/client";

/** The server's message when it sent one, else the given fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export const dateTimeFormat = (language: string) =>
  new Intl.DateTimeFormat(language === "sw" ? "sw-KE" : "en-US", { dateStyle: "medium", timeStyle: "short" });

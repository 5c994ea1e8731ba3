import { ApiError } from "@church/contracts/client";

/** The server's message when it sent one, else the given fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export const today = (): string => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

export const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === "sw" ? "sw-KE" : "en-US", { dateStyle: "medium" }).format(
    new Date(iso.length === 10 ? `${iso}T12:00:00` : iso),
  );

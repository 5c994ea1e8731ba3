/** "18:42" or "1:02:03" -> seconds; null when the text is not a duration. */
export function parseDuration(text: string): number | null {
  const match = /^(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** Seconds -> "m:ss" (or "h:mm:ss" from an hour on), the contract's duration text. */
export function formatDuration(totalSeconds: number | null): string {
  const total = Math.max(0, Math.round(totalSeconds ?? 0));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** Where this browser remembers "Audio only" (hooks/use-audio-only.ts). */
export const audioOnlyKey = "church-live-audio-only";

/**
 * Whether this browser chose "Audio only" (without React: the islands' runtime asks it at load, so that
 * the player wakes at once as audio, islands/start-islands.ts).
 */
export function audioOnlyChosen(): boolean {
  try {
    return localStorage.getItem(audioOnlyKey) === "1";
  } catch {
    return false;
  }
}

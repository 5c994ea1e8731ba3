import { type Language, parseTimeOfDay } from "@church/contracts";

/**
 * A meeting slot as visitors read it. Swahili counts hours from sunrise (9 AM is "saa 3 asubuhi"),
 * so the Swahili label gives both: "saa 3:00 asubuhi (9:00 AM)".
 */
export function slotLabel(slot: string, language: Language): string {
  if (language !== "sw") return slot;
  const time = parseTimeOfDay(slot);
  if (!time) return slot;
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const swahiliHour = (hours + 6) % 12 || 12;
  const period =
    hours < 12 ? "asubuhi" : hours < 15 ? "mchana" : hours < 16 ? "alasiri" : hours < 19 ? "jioni" : "usiku";
  return `saa ${swahiliHour}:${String(minutes).padStart(2, "0")} ${period} (${slot})`;
}

import { clockLabel, type Language } from "@church/contracts";

/** A meeting slot as visitors read it: "saa 3:00 asubuhi (9:00 AM)" in Swahili (contracts' clockLabel). */
export const slotLabel = (slot: string, language: Language): string => clockLabel(slot, language);

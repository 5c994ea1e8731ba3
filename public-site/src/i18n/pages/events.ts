import { addTranslations } from "@church/ui-kit";
import { eventsEn } from "./events.en.ts";
import { eventsSw } from "./events.sw.ts";

export const eventsNs = "site-events";
addTranslations(eventsNs, { en: eventsEn, sw: eventsSw });

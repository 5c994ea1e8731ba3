import { addTranslations } from "@church/ui-kit";
import { meetingEn } from "./meeting.en.ts";
import { meetingSw } from "./meeting.sw.ts";

export const meetingNs = "site-meeting";
addTranslations(meetingNs, { en: meetingEn, sw: meetingSw });

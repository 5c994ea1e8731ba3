import { defineTexts } from "@church/ui-kit";
import { meetingsEn } from "./meetings.texts.en.ts";
import { meetingsSw } from "./meetings.texts.sw.ts";

/** Texts of the meeting requests in the Pastor Portal tab (namespace "adminMeetings"). */
export const meetingsNamespace = defineTexts("adminMeetings", { en: meetingsEn, sw: meetingsSw });

import { defineTexts } from "@church/ui-kit";
import { attendanceEn } from "./attendance.texts.en.ts";
import { attendanceSw } from "./attendance.texts.sw.ts";

/** The attendance feature's namespace, registered when its screens load. */
export const attendanceNamespace = defineTexts("crmAttendance", { en: attendanceEn, sw: attendanceSw });

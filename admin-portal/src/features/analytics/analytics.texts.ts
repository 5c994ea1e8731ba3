import { defineTexts } from "@church/ui-kit";
import { analyticsEn } from "./analytics.texts.en.ts";
import { analyticsSw } from "./analytics.texts.sw.ts";

/** Texts of the Analytics tab (namespace "adminAnalytics"). */
export const analyticsNamespace = defineTexts("adminAnalytics", { en: analyticsEn, sw: analyticsSw });

import { defineTexts } from "@church/ui-kit";
import { dashboardEn } from "./dashboard.texts.en.ts";
import { dashboardSw } from "./dashboard.texts.sw.ts";

// More keys of the app's "admin" namespace, loaded with the dashboard rather than with every page.
defineTexts("admin", { en: dashboardEn, sw: dashboardSw });

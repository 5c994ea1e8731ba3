import { defineTexts } from "@church/ui-kit";
import { systemTestEn } from "./system-test.texts.en.ts";
import { systemTestSw } from "./system-test.texts.sw.ts";

/** Texts of the chatbot and record tests on /test (namespace "adminSystemTest"). */
export const systemTestNamespace = defineTexts("adminSystemTest", { en: systemTestEn, sw: systemTestSw });

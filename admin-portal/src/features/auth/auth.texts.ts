import { defineTexts } from "@church/ui-kit";
import { authEn } from "./auth.texts.en.ts";
import { authSw } from "./auth.texts.sw.ts";

/** Texts of the second sign-in step and the sign-in limits (namespace "adminAuth"). */
export const authNamespace = defineTexts("adminAuth", { en: authEn, sw: authSw });

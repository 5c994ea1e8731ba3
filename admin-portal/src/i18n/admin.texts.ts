import { defineTexts } from "@church/ui-kit";
import { adminEn } from "./admin.texts.en.ts";
import { adminSw } from "./admin.texts.sw.ts";

/** The admin portal's shared texts; every component of this app (and its exposed modules) uses them. */
export const adminNamespace = defineTexts("admin", { en: adminEn, sw: adminSw });

import { defineTexts } from "@church/ui-kit";
import { offeringsEn } from "./offerings.texts.en.ts";
import { offeringsSw } from "./offerings.texts.sw.ts";

/** The offerings feature's namespace, registered when its screens load. */
export const offeringsNamespace = defineTexts("crmOfferings", { en: offeringsEn, sw: offeringsSw });

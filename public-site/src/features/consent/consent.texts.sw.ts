import type { Translation } from "@church/ui-kit";
import type { consentEn } from "./consent.texts.en.ts";

/** Swahili texts of the cookie preferences dialog (namespace "site-consent"). */
export const consentSw: Translation<typeof consentEn> = {
  modalTitle: "Mapendeleo ya Vidakuzi",
  modalText:
    "Chagua vidakuzi tunavyoweza kutumia. Unaweza kubadilisha hili wakati wowote kutoka sehemu ya chini.",
  essentialTitle: "Vidakuzi vya lazima",
  essentialText:
    "Vinahitajika ili tovuti ifanye kazi: lugha uliyochagua, chaguo hili la idhini na kuingia kwa wafanyakazi. Haviwezi kuzimwa.",
  alwaysActive: "Vinatumika kila wakati",
  analyticsTitle: "Vidakuzi vya takwimu",
  analyticsText:
    "Vinatuwezesha kuhesabu kurasa zinazotembelewa ili tuboreshe tovuti. Hakuna kinachoshirikiwa na watangazaji.",
  save: "Hifadhi Mapendeleo",
};

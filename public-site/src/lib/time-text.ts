import { type Language, swahiliTimeText } from "@church/contracts";

/**
 * A time text staff typed or the server built, in the visitor's language: Swahili visitors read clock
 * times in Swahili time and weekdays in Swahili ("Jumapili saa 9:00 alasiri"). Its own module, so the
 * home page's first load does not carry it.
 */
export const timeText = (text: string, language: Language): string =>
  language === "sw" ? swahiliTimeText(text) : text;

import type { Language } from "@church/contracts";

type Translatable<K extends string> = Record<K, string> & {
  translations?: { sw?: Partial<Record<K, string>> } | null;
};

/**
 * One text of an item as a visitor reads it: its Swahili version on a Swahili page, or else the English
 * text with `lang: "en"` for its element, so a screen reader does not read English words as Swahili.
 */
export function translatedText<K extends string>(
  item: Translatable<K>,
  field: K,
  language: Language,
): { text: string; lang: "en" | undefined } {
  if (language !== "sw") return { text: item[field], lang: undefined };
  const swahili = item.translations?.sw?.[field]?.trim();
  return swahili ? { text: swahili, lang: undefined } : { text: item[field], lang: "en" };
}

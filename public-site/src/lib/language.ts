import { swahiliPathPrefix } from "@church/contracts";
import type { Language } from "@church/ui-kit";
import { useLocation } from "react-router-dom";

/** The language of an address and the route path inside it: `/sw/events` -> sw, `/events`. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  if (pathname === swahiliPathPrefix || pathname.startsWith(`${swahiliPathPrefix}/`)) {
    return { language: "sw", path: pathname.slice(swahiliPathPrefix.length) || "/" };
  }
  return { language: "en", path: pathname };
}

/** The address of a route path in a language: (`/events`, sw) -> `/sw/events`; the home page is `/sw/`. */
export function pathIn(language: Language, path: string): string {
  if (language === "en") return path;
  return path === "/" ? `${swahiliPathPrefix}/` : `${swahiliPathPrefix}${path}`;
}

/** The router's basename of a language (React Router puts it before every link). */
export const basenameOf = (language: Language): string | undefined =>
  language === "sw" ? swahiliPathPrefix : undefined;

/** The `lang` / Open Graph locale of a language. */
export const ogLocale = (language: Language): string => (language === "sw" ? "sw_KE" : "en_US");

/** This page's address in English and in Swahili (for the language switch and hreflang). */
export function useTwinPages(): Record<Language, string> {
  const { pathname, search } = useLocation();
  return { en: `${pathIn("en", pathname)}${search}`, sw: `${pathIn("sw", pathname)}${search}` };
}

import { isLanguage, type Language, languageStorageKey } from "@church/ui-kit/language-choice";

/** Whether the visitor already chose a language here (the switch, or the offer, remembered it). */
function hasChosen(): boolean {
  try {
    return isLanguage(localStorage.getItem(languageStorageKey));
  } catch {
    return true;
  }
}

const prefersSwahili = () => (navigator.languages ?? [navigator.language]).some((tag) => /^sw\b/i.test(tag));

/**
 * Whether the Swahili twin of an English page is offered (components/language-offer.tsx): the browser
 * prefers Swahili and the visitor has not chosen a language. No React: an islands page checks it at
 * load (islands/start-islands.ts) and loads the offer's code only when it shows.
 */
export const languageOfferWanted = (pageLanguage: Language): boolean =>
  pageLanguage === "en" && !hasChosen() && prefersSwahili();

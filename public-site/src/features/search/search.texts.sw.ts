import type { Translation } from "@church/ui-kit";
import type { searchEn } from "./search.texts.en.ts";

/** Swahili texts of the search page (namespace "site-search"). */
export const searchSw: Translation<typeof searchEn> = {
  metaDescription:
    "Tafuta kurasa, makala, matangazo, matukio na mahubiri ya Kanisa la Marafiki Amani huko Buffalo, NY.",
  lead: "Tafuta nyakati za ibada, maelekezo, huduma, makala, matukio, mahubiri na mengineyo.",
  label: "Tafuta kwenye tovuti",
  placeholder: "Unatafuta nini?",
  submit: "Tafuta",
  prompt: "Andika neno moja au mawili hapo juu, au jaribu mojawapo ya haya:",
  tryThese: "Au jaribu mojawapo ya utafutaji huu:",
  suggestions: "Utafutaji unaopendekezwa",
  resultsLabel: "Matokeo ya utafutaji",
  results_one: "Tokeo {{count}} la “{{query}}”",
  results_other: "Matokeo {{count}} ya “{{query}}”",
  noResults: "Hakuna matokeo yaliyopatikana",
  noResultsText: "Jaribu maneno mengine, au vinjari kurasa zilizo hapa chini.",
  error: "Utafutaji haupatikani kwa sasa. Tafadhali jaribu tena baadaye.",
  types: {
    article: "Makala",
    announcement: "Tangazo",
    event: "Tukio",
    "blog-post": "Chapisho la blogu",
    video: "Video",
    audio: "Mahubiri",
    page: "Ukurasa",
  },
  browse: "Vinjari",
};

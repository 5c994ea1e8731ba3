import type { Translation } from "@church/ui-kit";
import type { newsEn } from "./news.texts.en.ts";

/** Swahili texts of the news, announcement and article pages (namespace "site-news"). */
export const newsSw: Translation<typeof newsEn> = {
  hub: {
    metaDescription:
      "Habari kutoka Kanisa la Marafiki Amani huko Buffalo, NY: makala, matangazo na rasilimali kutoka kwa familia ya kanisa letu.",
    lead: "Hadithi, mafundisho na matangazo kutoka kwa familia ya kanisa letu.",
    tabsLabel: "Aina za habari",
    tabs: {
      all: "Zote",
      articles: "Makala",
      announcements: "Matangazo",
      resources: "Rasilimali",
    },
    featured: "Maalum",
    featuredLink: "Tazama habari maalum",
    empty: "Bado hakuna kitu hapa. Tafadhali rudi tena hivi karibuni.",
    quickLinks: "Viungo vya Haraka",
    links: {
      articles: "Makala zote",
      announcements: "Matangazo yote",
      events: "Matukio yajayo",
    },
  },
  kinds: {
    article: "Makala",
    announcement: "Tangazo",
    resource: "Rasilimali",
  },
  announcements: {
    metaDescription:
      "Matangazo kutoka Kanisa la Marafiki Amani huko Buffalo, NY: kinachoendelea wiki hii, taarifa za dharura na habari za kanisa.",
    lead: "Kinachoendelea katika familia ya kanisa letu, muhimu zaidi kwanza.",
    counts: "Matangazo kwa kipaumbele",
    empty: "Hakuna matangazo kwa sasa.",
    subscribeTitle: "Pokea Matangazo kwa Barua Pepe",
    subscribeText: "Pokea matangazo muhimu na jarida letu la kila mwezi.",
  },
  priority: {
    urgent: "Muhimu Sana",
    normal: "Kawaida",
    info: "Taarifa",
  },
  announcement: {
    notFoundTitle: "Tangazo Halikupatikana",
    notFoundText: "Tangazo unalolitafuta halipo au limehamishwa.",
    back: "Rudi kwenye Matangazo",
    detailsTitle: "Maelezo",
    other: "Matangazo Mengine",
    postedBy: "Limetolewa na {{author}}",
  },
  articles: {
    metaDescription:
      "Makala kutoka Kanisa la Marafiki Amani: mahubiri, mafundisho, tafakari na hadithi kutoka kanisa la Waquaker huko Buffalo, NY.",
    lead: "Mahubiri, mafundisho, tafakari na hadithi.",
    search: "Tafuta makala",
    searchPlaceholder: "Tafuta kwa kichwa, muhtasari au mwandishi",
    category: "Aina",
    allCategories: "Aina zote",
    tag: "Lebo",
    allTags: "Lebo zote",
    activeFilters: "Vichujio vinavyotumika",
    removeFilter: "Ondoa kichujio: {{filter}}",
    clearAll: "Futa vyote",
    featured: "Makala Maalum",
    all: "Makala Zote",
    count_one: "Makala {{count}}",
    count_other: "Makala {{count}}",
    noneFound: "Hakuna Makala Zilizopatikana",
    noneFoundText: "Jaribu utafutaji mwingine au futa vichujio.",
    external: "Makala ya nje",
    readExternal: "Soma kwenye tovuti ya mshirika",
    externalUnavailable: "Kiungo cha Nje Hakipatikani",
  },
  article: {
    notFoundTitle: "Makala Haikupatikana",
    notFoundText: "Makala unayoitafuta haipo au imehamishwa.",
    back: "Rudi kwenye Makala",
    readFull: "Soma Makala Kamili",
    more: "Makala Zaidi",
  },
  blog: {
    metaDescription:
      "Tafakari, ibada za kila siku, shuhuda na habari kutoka kwa watu wa Amani Friends Church huko Buffalo, NY.",
    lead: "Tafakari, ibada za kila siku na hadithi kutoka kwa familia ya kanisa letu.",
    empty: "Bado hakuna machapisho ya blogu. Tafadhali rudi baadaye.",
    loadError: "Machapisho ya blogu hayakuweza kupakiwa. Tafadhali jaribu tena baadaye.",
    readMore: "Soma zaidi",
    back: "Rudi kwenye blogu",
    notFoundTitle: "Chapisho la Blogu Halikupatikana",
    notFoundText: "Chapisho unalolitafuta halipo au limeondolewa.",
    readFull: "Soma chapisho kamili",
    watch: "Tazama video",
  },
  featured: {
    metaDescription:
      "Habari maalum kutoka Kanisa la Marafiki Amani huko Buffalo, NY: habari kuu na habari za hivi karibuni.",
    lead: "Habari yetu kuu na mambo mapya kutoka kwa familia ya kanisa letu.",
    topStory: "Habari Kuu",
    recent: "Habari za Hivi Karibuni",
    empty: "Bado hakuna habari zilizochapishwa.",
    moreTitle: "Gundua Zaidi",
    links: {
      articles: "Makala",
      announcements: "Matangazo",
      events: "Matukio",
      news: "Habari zote",
    },
  },
};

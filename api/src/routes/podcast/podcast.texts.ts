import { churchInfo } from "@church/contracts";

/** The content type of the podcast feeds (podcast apps also accept application/xml). */
export const podcastContentType = "application/rss+xml; charset=utf-8";

/** The channel texts of the sermon podcast, per language; each feed lists only episodes in its language. */
export const podcastTexts = {
  en: {
    title: `${churchInfo.name} Sermons`,
    description: `Sermons, worship and teaching from ${churchInfo.name}, a Quaker (Friends) church in Buffalo, NY. Sunday services ${churchInfo.service.startTime} to ${churchInfo.service.endTime}, in Swahili with English translation.`,
    language: "en-us",
    notFound: "No sermons have been published in English yet",
  },
  sw: {
    title: `Mahubiri ya ${churchInfo.nameSw}`,
    description: `Mahubiri, ibada na mafundisho kutoka ${churchInfo.nameSw}, kanisa la Waquaker (Marafiki) huko Buffalo, NY. Ibada kila Jumapili ${churchInfo.service.hoursSw}, kwa Kiswahili pamoja na tafsiri ya Kiingereza.`,
    language: "sw",
    notFound: "Hakuna mahubiri yaliyochapishwa kwa Kiswahili bado",
  },
} as const;

import type { publishingEn } from "./publishing.texts.en.ts";

export const publishingSw: typeof publishingEn = {
  title: "Onyesho la awali",
  draftBanner: "Rasimu: wageni bado hawawezi kuiona. Ichapishe kutoka dashibodi ya usimamizi.",
  publishedBanner: "Imechapishwa: wageni wanaiona kwenye tovuti ya umma.",
  openOnSite: "Fungua kwenye tovuti ya umma",
  backToDashboard: "Rudi kwenye dashibodi",
  by: "Na {{author}}",
  kinds: {
    article: "Makala",
    announcement: "Tangazo",
    "blog-post": "Chapisho la blogu",
    event: "Tukio",
    video: "Video",
    "audio-service": "Mahubiri",
  },
};

import type { BilingualLabel } from "@church/contracts";

/**
 * The church's programmes as the public site describes them (service, children's class, youth, men's,
 * women's, outreach), in both languages, with the words a visitor uses for each: the site assistant
 * answers from these and the published site content. Times are Buffalo's (the church's time zone).
 */
export interface Programme {
  key: string;
  name: BilingualLabel;
  /** Who it is for and when it meets. */
  when: BilingualLabel;
  /** What happens there. */
  what: BilingualLabel;
  /** The site page about it. */
  path: string;
  /** Words of a question about it, in English and in Swahili. */
  words: { en: RegExp; sw: RegExp };
}

export const programmes: readonly Programme[] = [
  {
    key: "children",
    name: { en: "Children's class", sw: "Darasa la watoto" },
    when: {
      en: "every Sunday during the message of the 3:00 PM service (Buffalo time); children are welcome in worship too",
      sw: "kila Jumapili wakati wa ujumbe wa ibada ya saa 9:00 alasiri (saa za Buffalo); watoto wanakaribishwa ibadani pia",
    },
    what: {
      en: "A children's class meets while the message is given, and there is a quiet room for families with young children.",
      sw: "Darasa la watoto hukutana wakati wa ujumbe, na kuna chumba tulivu kwa familia zenye watoto wadogo.",
    },
    path: "/worship/in-person",
    words: {
      en: /\b(child|children|kids?|nursery|sunday school|toddlers?|babies)\b/i,
      sw: /\b(watoto|mtoto|chekechea)\b/i,
    },
  },
  {
    key: "youth",
    name: { en: "Youth Ministry", sw: "Huduma ya Vijana" },
    when: {
      en: "ages 12-25, Sundays 6:30-8:00 PM (Buffalo time)",
      sw: "miaka 12-25, Jumapili saa 12:30 jioni hadi saa 2:00 usiku (saa za Buffalo)",
    },
    what: {
      en: "Bible study and discussion, the music and worship team, mentoring and homework help, service projects and trips.",
      sw: "Kujifunza Biblia na majadiliano, kikundi cha muziki na sifa, ulezi na msaada wa kazi za shule, miradi ya huduma na safari.",
    },
    path: "/programs/youth",
    words: { en: /\b(youth|teens?|teenagers?|young people|students?)\b/i, sw: /\b(vijana|kijana)\b/i },
  },
  {
    key: "mens",
    name: { en: "Men's Ministry", sw: "Huduma ya Wanaume" },
    when: {
      en: "18 and older, Saturdays 8:00-9:30 AM (Buffalo time)",
      sw: "miaka 18 na zaidi, Jumamosi saa 2:00 hadi saa 3:30 asubuhi (saa za Buffalo)",
    },
    what: {
      en: "Breakfast fellowship, Scripture study, prayer partners and helping families with repairs and moves.",
      sw: "Ushirika wa kifungua kinywa, kujifunza Maandiko, wenzi wa maombi na kusaidia familia kwa matengenezo na kuhama.",
    },
    path: "/programs/mens",
    words: { en: /\b(men|men's|mens|brothers)\b/i, sw: /\b(wanaume|mwanaume)\b/i },
  },
  {
    key: "womens",
    name: { en: "Women's Ministry", sw: "Huduma ya Wanawake" },
    when: {
      en: "Wednesdays 7:00-8:30 PM (Buffalo time)",
      sw: "Jumatano saa 1:00 hadi saa 2:30 usiku (saa za Buffalo)",
    },
    what: {
      en: "A prayer circle, Bible study, care for new mothers and the sick, and a women's retreat.",
      sw: "Kikundi cha maombi, kujifunza Biblia, kuwatunza mama wapya na wagonjwa, na mafungo ya wanawake.",
    },
    path: "/programs/womens",
    words: {
      en: /\b(women|women's|womens|ladies|sisters|mothers)\b/i,
      sw: /\b(wanawake|mwanamke|akina mama)\b/i,
    },
  },
  {
    key: "outreach",
    name: { en: "Community Outreach", sw: "Huduma kwa Jamii" },
    when: {
      en: "through the year, with dates on the Events page",
      sw: "mwaka mzima, tarehe zikiwa kwenye ukurasa wa Matukio",
    },
    what: {
      en: "A back-to-school drive, an immigration rights workshop, a food ministry, tutoring with Watoto Bright Futures and our mission partner in the Democratic Republic of Congo.",
      sw: "Kampeni ya kurudi shuleni, warsha ya haki za wahamiaji, huduma ya chakula, masomo na Watoto Bright Futures na mshirika wetu wa misheni katika Jamhuri ya Kidemokrasia ya Kongo.",
    },
    path: "/programs/outreach",
    words: {
      en: /\b(outreach|volunteer\w*|serve|food|refugees?|immigra\w*)\b/i,
      sw: /\b(jamii|kujitolea|chakula|wakimbizi|wahamiaji)\b/i,
    },
  },
];

/**
 * The church's name and contact details, in ONE place: pages, structured data, e-mails, chat
 * fallbacks and seeds all read them from here. The details are fictional (a 555-01xx phone number
 * and an `.example` domain) but plausible for Buffalo, NY.
 */
export const churchInfo = {
  name: "Amani Friends Church",
  nameSw: "Kanisa la Marafiki Amani",
  tradition: "Religious Society of Friends (Quakers)",
  address: {
    street: "245 Friendship Avenue",
    city: "Buffalo",
    region: "NY",
    postalCode: "14213",
    country: "US",
  },
  /** The address on one line, as pages and maps searches use it. */
  addressLine: "245 Friendship Avenue, Buffalo, NY 14213",
  phone: "716-555-0142",
  /** For tel: links. */
  phoneHref: "tel:+17165550142",
  email: "info@amani-friends.example",
  website: "https://amani-friends.example",
  timeZone: "America/New_York",
  currency: "USD",
  pastor: {
    name: "Pastor Samuel Mwangi",
    email: "pastor@amani-friends.example",
    phone: "716-555-0143",
    officeHours: "By appointment; Sundays 3:00 to 6:00 PM",
    officeHoursSw: "Kwa miadi; Jumapili saa 9:00 hadi 12:00 jioni",
  },
  /** The public service time (public-site.md section 1). Site content keeps its own conflicting times. */
  service: {
    day: "Sunday",
    startTime: "3:00 PM",
    endTime: "6:00 PM",
    /** 24-hour start and end, for the countdown and calendar entries. */
    start24: "15:00",
    end24: "18:00",
    text: "Every Sunday, 3:00 PM to 6:00 PM",
    textSw: "Kila Jumapili, saa 9:00 alasiri hadi saa 12:00 jioni",
    /** The hours in Swahili time-keeping (3 PM is "saa 9 alasiri"). */
    hoursSw: "saa 9:00 alasiri hadi saa 12:00 jioni",
    languages: "Swahili + English",
    languagesSw: "Kiswahili + Kiingereza",
    nextStreamTime: "Sunday 3:00 PM - 6:00 PM EST",
  },
  parking: "Free parking with 25+ spaces",
  busRoutes: ["8", "20"],
  social: {
    youtubeChannelUrl: "https://www.youtube.com/@amanifriendschurch-example",
  },
} as const;

export type ChurchInfo = typeof churchInfo;

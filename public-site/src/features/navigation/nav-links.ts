/**
 * The four dropdown groups of public-site.md "Global elements", in order. Keys are i18n keys under
 * site:nav.groups / site:nav.links.
 */
export interface NavLinkItem {
  key: string;
  to: string;
}

export interface NavGroup {
  key: "about" | "ministries" | "eventsNews" | "contact";
  /** The group's main page (the label links there). */
  to: string;
  links: readonly NavLinkItem[];
}

export const navGroups: readonly NavGroup[] = [
  {
    key: "about",
    to: "/about",
    links: [
      { key: "aboutUs", to: "/about" },
      { key: "mission", to: "/about/mission" },
      { key: "pastor", to: "/about/pastor" },
      { key: "faithPractice", to: "/about/faith-practice" },
    ],
  },
  {
    key: "ministries",
    to: "/programs",
    links: [
      { key: "worship", to: "/worship" },
      { key: "youth", to: "/programs/youth" },
      { key: "mens", to: "/programs/mens" },
      { key: "womens", to: "/programs/womens" },
      { key: "outreach", to: "/programs/outreach" },
      { key: "liveStream", to: "/live-stream" },
      { key: "audio", to: "/audio-services" },
    ],
  },
  {
    key: "eventsNews",
    to: "/events",
    links: [
      { key: "events", to: "/events" },
      { key: "news", to: "/news" },
      { key: "announcements", to: "/announcements" },
      { key: "blog", to: "/blog" },
      { key: "featuredNews", to: "/featured-news" },
    ],
  },
  {
    key: "contact",
    to: "/contact",
    links: [
      { key: "contactUs", to: "/contact" },
      { key: "joinInPerson", to: "/join-in-person" },
      { key: "scheduleMeeting", to: "/schedule-meeting" },
      { key: "directions", to: "/contact#directions" },
    ],
  },
];

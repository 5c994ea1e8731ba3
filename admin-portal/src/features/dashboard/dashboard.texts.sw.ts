import type { dashboardEn } from "./dashboard.texts.en.ts";

export const dashboardSw: typeof dashboardEn = {
  dashboard: {
    tabs: {
      content: "Usimamizi wa Maudhui",
      blog: "Machapisho ya Blogu",
      events: "Matukio",
      livestream: "Matangazo ya Moja kwa Moja",
      videos: "Usimamizi wa Video",
      audio: "Usimamizi wa Sauti",
      newsletter: "Jarida",
      messages: "Ujumbe",
      donations: "Michango",
      analytics: "Takwimu",
      "social-media": "Mitandao ya Kijamii",
      users: "Usimamizi wa Watumiaji",
    },
    pendingBadge_one: "{{count}} linasubiri",
    pendingBadge_other: "{{count}} yanasubiri",
  },
  overview: {
    blogPosts: "Machapisho ya Blogu",
    events: "Matukio",
    subscribers: "Wanachama wa Jarida",
    totalDonations: "Jumla ya Michango",
    unavailable: "Haipatikani",
    visitors: "Wageni",
    today: "Leo",
    thisWeek: "Wiki Hii",
    thisMonth: "Mwezi Huu",
    total: "Jumla",
    recentDonations: "Michango ya Hivi Karibuni",
    noDonations: "Bado hakuna michango.",
    newBlogPost: "Chapisho Jipya la Blogu",
    newEvent: "Tukio Jipya",
    sendNewsletter: "Tuma Jarida",
  },
};

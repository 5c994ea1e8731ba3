import { addTranslations } from "@church/ui-kit";

/** Labels of the dashboard's tabs and the overview's texts (joined to the "admin" namespace). */
export const dashboardEn = {
  dashboard: {
    tabs: {
      content: "Content Management",
      blog: "Blog Posts",
      events: "Events",
      livestream: "Live Stream",
      videos: "Video Management",
      audio: "Audio Management",
      newsletter: "Newsletter",
      messages: "Messages",
      donations: "Donations",
      analytics: "Analytics",
      "social-media": "Social Media",
    },
    pendingBadge_one: "{{count}} pending",
    pendingBadge_other: "{{count}} pending",
  },
  overview: {
    blogPosts: "Blog Posts",
    events: "Events",
    subscribers: "Subscribers",
    totalDonations: "Total Donations",
    unavailable: "Not available",
    visitors: "Visitors",
    today: "Today",
    thisWeek: "This Week",
    thisMonth: "This Month",
    total: "Total",
    recentDonations: "Recent Donations",
    noDonations: "No donations yet.",
    newBlogPost: "New Blog Post",
    newEvent: "New Event",
    sendNewsletter: "Send Newsletter",
  },
};

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

addTranslations("admin", { en: dashboardEn, sw: dashboardSw });

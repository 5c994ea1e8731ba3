/** English texts of the About pages (namespace "site-about"). */
export const aboutEn = {
  about: {
    metaDescription:
      "Who we are: a Quaker (Friends) church in Buffalo, NY, where families from East Africa and neighbours from everywhere worship together in Swahili and English.",
    lead: "A Quaker (Friends) church in Buffalo, NY, where people from many nations worship together in Swahili and English.",
    storyTitle: "Our Story",
    story: [
      "Amani means peace in Swahili. Our church began as a small prayer circle of families from Kenya, Tanzania, Congo and Burundi who had made new homes in Buffalo and missed worshipping in their own language.",
      "Today we are a growing meeting of the Religious Society of Friends: newcomers and long-time Buffalonians, children and elders, worshipping in Swahili with English translation every Sunday afternoon.",
    ],
    visionTitle: "Our Vision",
    valuesTitle: "What We Value",
    values: [
      {
        title: "Listening worship",
        text: "Times of silence and song in which anyone may be moved to speak.",
      },
      {
        title: "Welcome",
        text: "Every newcomer is greeted, translated for and invited to the meal after worship.",
      },
      {
        title: "Peace and justice",
        text: "We stand with refugees and immigrants and work for peace in our city and in Congo.",
      },
      {
        title: "Simple living",
        text: "We keep our lives and our church uncluttered so there is room for what matters.",
      },
    ],
    pastorTitle: "Meet Our Pastor",
    pastorTeaser:
      "Pastor Samuel Mwangi grew up in a Friends church in western Kenya and has served immigrant and refugee families in Buffalo for over ten years.",
    pastorLink: "Read Pastor Samuel's story",
    communityTitle: "Our Community",
    community:
      "Our members work as nurses, drivers, teachers, students and business owners across western New York. We share meals, celebrate weddings and graduations, visit the sick, help one another with paperwork and rides, and raise our children together. Whatever your language or background, there is a seat for you.",
    visit: "Plan a visit",
    missionLink: "Our mission and values",
  },
  mission: {
    metaDescription:
      "The mission, vision and core values of Amani Friends Church: worship in spirit and truth, care for one another and service to our neighbours.",
    lead: "Why we gather, what we hope for, and the values that guide us.",
    missionTitle: "Our Mission",
    visionTitle: "Our Vision",
    valuesTitle: "Our Five Core Values",
    values: [
      {
        title: "Faith",
        text: "We trust in God's living guidance, found in scripture, in worship and in the Inner Light.",
      },
      { title: "Love", text: "We love one another as Christ loved us, in word and in practical care." },
      {
        title: "Peace",
        text: "We reject violence and seek reconciliation in families, neighbourhoods and nations.",
      },
      { title: "Integrity", text: "We speak truthfully and act honestly, in church and in the world." },
      {
        title: "Service",
        text: "We serve the poor, the stranger and the refugee as if serving Christ himself.",
      },
    ],
    join: "Join us this Sunday",
    contact: "Talk with us",
  },
  pastor: {
    metaDescription:
      "Meet Pastor Samuel Mwangi of Amani Friends Church in Buffalo, NY: his story, how to reach him and how to schedule a meeting.",
    lead: "A shepherd for our church family, available for prayer, counsel and conversation.",
    bioTitle: "Biography",
    bioMore: [
      "Before coming to Buffalo, Pastor Samuel taught at a Friends secondary school and worked with a peace-building programme in the Great Lakes region. He holds a degree in theology and is a recorded minister among Friends.",
      "He is married to Esther, who leads our women's ministry, and they have three children.",
    ],
    portraitAlt: "Portrait of Pastor Samuel Mwangi",
    contactTitle: "Contact the Pastor",
    email: "Email",
    phone: "Phone",
    hoursTitle: "Office Hours",
    hours: "By appointment; Sundays 3:00 to 6:00 PM",
    hoursNote: "Pastor Samuel is glad to meet at the church, by phone or by video call.",
    schedule: "Schedule a Meeting",
    scheduleText: "Request a time for prayer, spiritual guidance, counselling or a general conversation.",
    message: "Send a message",
  },
  faith: {
    metaDescription:
      "Faith and practice at Amani Friends Church, a Quaker church in Buffalo, NY: the testimonies of simplicity, peace, integrity, community and equality.",
    description:
      "We are writing this page about our faith and practice as Friends: how we worship, how we make decisions together, and the testimonies of simplicity, peace, integrity, community and equality.",
    readMore: "Meanwhile, read about the Quaker testimonies on our Programs & Ministries page.",
  },
} as const;

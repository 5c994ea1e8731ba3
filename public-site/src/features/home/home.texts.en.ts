/** English texts of the home page (namespace "site-home"). */
export const homeEn = {
  metaDescription:
    "Amani Friends Church is a Quaker (Friends) church in Buffalo, NY. Join us every Sunday from 3:00 to 6:00 PM for worship in Swahili with English translation, in person or online.",
  joinUs: "Join Us Sunday",
  liveNow: "Live now: watch the service",
  watchOnline: "Watch Online",
  worship: {
    title: "Sunday Worship",
    when: "Every Sunday, 3:00 PM - 6:00 PM",
    language: "In Swahili with English translation",
    where: "Where",
    details: "Plan your visit",
    directions: "Get directions",
    online: "Can't make it? Watch the service online.",
  },
  whatsOn: {
    title: "This week at Amani",
    events: "Coming up",
    noEvents: "No events are scheduled yet.",
    allEvents: "All events",
    repeat: {
      weekly: "every week",
      biweekly: "every other week",
      monthly: "every month",
      "monthly-weekday": "every month",
    },
    sermon: "Latest sermon",
    length: "{{duration}} long",
    noSermon: "No sermons yet.",
    allSermons: "All sermons",
    announcements: "Announcements",
    noAnnouncements: "No announcements right now.",
    allAnnouncements: "All announcements",
  },
  missionVision: "Mission and Vision",
  values: {
    title: "Our Core Values",
    intro: "Six convictions shape how we worship, decide and serve together.",
    items: [
      {
        title: "Worship",
        text: "We gather in expectant waiting, listening together for the living presence of God.",
      },
      {
        title: "Peace",
        text: "We seek to live in the virtue that takes away the occasion of all wars, at home and in the world.",
      },
      { title: "Integrity", text: "We let our yes be yes and our no be no, speaking truth with love." },
      { title: "Community", text: "We carry one another's burdens and welcome every newcomer as family." },
      {
        title: "Equality",
        text: "We honour that of God in every person, whatever their language, nation or story.",
      },
      {
        title: "Service",
        text: "We put our faith into practice by serving neighbours in Buffalo and beyond.",
      },
    ],
  },
  programs: {
    title: "Programs for Every Generation",
    intro: "Find your place to grow, serve and belong.",
    youth: {
      title: "Youth Ministry",
      text: "Ages 12-25. Bible study, music, mentoring and friendship.",
      when: "Sundays 6:30-8:00 PM Buffalo time",
    },
    mens: {
      title: "Men's Ministry",
      text: "For men 18 and older: breakfast, scripture and prayer.",
      when: "Saturdays 8:00-9:30 AM Buffalo time",
    },
    womens: {
      title: "Women's Ministry",
      text: "Prayer, study and care for one another in every season of life.",
      when: "Wednesdays 7:00-8:30 PM Buffalo time",
    },
    outreach: {
      title: "Community Outreach",
      text: "Food ministry, school supplies, immigrant support and mission partners.",
      when: "All year round",
    },
    learnMore: "Learn more about {{program}}",
  },
  gatherings: {
    title: "Quaker Gatherings",
    intro:
      "Three times a year we gather with Friends of western New York for worship, fellowship and learning.",
    items: [
      {
        season: "Spring Gathering",
        month: "June",
        text: "Outdoor worship, shared meals and workshops as the days grow long.",
      },
      {
        season: "Fall Gathering",
        month: "September",
        text: "A harvest of thanksgiving, testimony and planning for the year's service.",
      },
      {
        season: "Winter Gathering",
        month: "January",
        text: "Quiet retreat, reflection and prayer to begin the new year together.",
      },
    ],
    askAbout: "Ask about the next gathering",
  },
  partners: {
    title: "Our Partnerships",
    intro: "We serve together with partners near and far.",
    carousel: "Partnerships",
    slide: "{{current}} of {{total}}",
    previous: "Previous partnership",
    next: "Next partnership",
    pause: "Pause",
    play: "Play",
    pauseLabel: "Pause automatic rotation",
    playLabel: "Start automatic rotation",
    goTo: "Show partnership {{number}}: {{name}}",
    impact: "Areas of impact",
    visit: "Visit {{name}}",
    imageUnavailable: "Partnership image not available",
  },
  partnerVideo: {
    title: "Meet Our Mission Partner",
    text: "See how our gifts and prayers support families in the Democratic Republic of Congo through Tumaini Mission Centre.",
    videoTitle: "Our mission partner in Congo",
    give: "Support the mission",
  },
  newsletter: {
    title: "Join Our Newsletter",
    text: "Monthly news, upcoming events and reflections from Pastor Samuel, in English and Swahili.",
  },
} as const;

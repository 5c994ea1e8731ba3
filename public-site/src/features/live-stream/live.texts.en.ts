/** English texts of the live stream page (namespace "site-live"). */
export const liveEn = {
  metaDescription:
    "Watch the Amani Friends Church Sunday service live from Buffalo, NY, every Sunday 3:00-6:00 PM in Swahili with English translation, and chat with other viewers.",
  lead: "Every Sunday · 3:00 PM - 6:00 PM Buffalo time (US Eastern) · Swahili + English",
  status: {
    live: "LIVE",
    offline: "OFFLINE",
    viewers_one: "{{count}} viewer",
    viewers_other: "{{count}} viewers",
    next: "Next stream: {{time}}",
    unknown: "Stream status unavailable right now",
  },
  tools: {
    audioOnly: "Audio only",
    share: "Share",
    shareTitle: "Share this live stream",
    copied: "Link copied to clipboard!",
    notify: "Notify Me",
  },
  player: {
    liveTitle: "Live: {{title}}",
    recent: "Most recent service",
    offlineNote:
      "We are not live right now. Watch our most recent service below, or get a reminder before the next one.",
    moreServices: "More Services",
  },
  audio: {
    title: "Listening: audio only",
    liveNote: "Live audio is not available for this stream yet, so here is our latest service recording.",
    loading: "Finding the latest recording...",
    none: "No recording to play yet. Turn audio only off to watch.",
    error: "The recording could not be loaded right now.",
    size: "light copy, {{size}}",
    player: "Listen: {{title}}",
    note: "The video is switched off and downloads nothing while audio only is on, to save your data.",
  },
  tabs: {
    label: "Stream and chat",
    stream: "Stream",
    chat: "Chat",
  },
  info: {
    title: "About This Stream",
    schedule: "Schedule",
    language: "Language",
    languageValue: "Swahili with English translation",
  },
  recent: {
    title: "Recent Services",
    empty: "Recordings of recent services will appear here soon.",
  },
  chat: {
    title: "Live Chat",
    intro: "Greet other worshippers and share prayer needs. Please be kind; messages are public.",
    empty: "No messages yet. Say hello!",
    loadError: "Chat is unavailable right now.",
    name: "Your name",
    message: "Message",
    send: "Send",
    sending: "Sending...",
    admin: "Church",
    log: "Chat messages",
  },
  notify: {
    title: "Get a Reminder",
    text: "We'll email you before each Sunday service and when special services are streamed.",
  },
  prayer: {
    title: "Need Prayer?",
    text: "Send a prayer request and our pastoral team will pray for you this week.",
    link: "Send a prayer request",
  },
  links: {
    title: "Quick Links",
    give: "Give online",
    contact: "Contact us",
    inPerson: "Join us in person",
    meeting: "Schedule a meeting",
  },
} as const;

/** English texts of the search page (namespace "site-search"). */
export const searchEn = {
  metaDescription:
    "Search articles, announcements, events and sermons of Amani Friends Church in Buffalo, NY.",
  lead: "Find articles, announcements, events and sermons.",
  label: "Search the site",
  placeholder: "What are you looking for?",
  submit: "Search",
  prompt: 'Type a word or two above, for example "youth", "prayer" or "food drive".',
  results_one: "{{count}} result for “{{query}}”",
  results_other: "{{count}} results for “{{query}}”",
  noResults: "No results found",
  noResultsText: "Try other words, or browse the pages below.",
  error: "Search is not available right now. Please try again later.",
  types: {
    article: "Article",
    announcement: "Announcement",
    event: "Event",
    "blog-post": "Blog post",
    video: "Video",
    audio: "Sermon",
    page: "Page",
  },
  browse: "Browse",
} as const;

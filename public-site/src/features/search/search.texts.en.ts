/** English texts of the search page (namespace "site-search"). */
export const searchEn = {
  metaDescription:
    "Search the pages, articles, announcements, events and sermons of Amani Friends Church in Buffalo, NY.",
  lead: "Find service times, directions, ministries, articles, events, sermons and more.",
  label: "Search the site",
  placeholder: "What are you looking for?",
  submit: "Search",
  prompt: "Type a word or two above, or try one of these:",
  tryThese: "Or try one of these searches:",
  suggestions: "Suggested searches",
  resultsLabel: "Search results",
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

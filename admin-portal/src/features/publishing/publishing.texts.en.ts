export const publishingEn = {
  title: "Preview",
  draftBanner: "Draft: visitors cannot see this yet. Publish it from the admin dashboard.",
  publishedBanner: "Published: visitors see this on the public site.",
  openOnSite: "Open on the public site",
  backToDashboard: "Back to the dashboard",
  by: "By {{author}}",
  kinds: {
    article: "Article",
    announcement: "Announcement",
    "blog-post": "Blog post",
    event: "Event",
    video: "Video",
    "audio-service": "Sermon",
  },
};

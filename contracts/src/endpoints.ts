import { analyticsEndpoints } from "./analytics/analytics.endpoints.ts";
import { announcementsEndpoints } from "./announcements/announcements.endpoints.ts";
import { articlesEndpoints } from "./articles/articles.endpoints.ts";
import { attendanceEndpoints } from "./attendance/attendance.endpoints.ts";
import { audioServicesEndpoints } from "./audio-services/audio-services.endpoints.ts";
import { auditEndpoints } from "./audit/audit.endpoints.ts";
import { authEndpoints } from "./auth/auth.endpoints.ts";
import { blogPostsEndpoints } from "./blog-posts/blog-posts.endpoints.ts";
import { calendarEndpoints } from "./calendar/calendar.endpoints.ts";
import { campaignsEndpoints } from "./campaigns/campaigns.endpoints.ts";
import { careEndpoints } from "./care/care.endpoints.ts";
import { careNotesEndpoints } from "./care-notes/care-notes.endpoints.ts";
import { chatEndpoints } from "./chat/chat.endpoints.ts";
import type { AnyEndpoint } from "./common/endpoint.ts";
import { contactMessagesEndpoints } from "./contact-messages/contact-messages.endpoints.ts";
import { crmEndpoints } from "./crm/crm.endpoints.ts";
import { donationsEndpoints } from "./donations/donations.endpoints.ts";
import { emailOutboxEndpoints } from "./email-outbox/email-outbox.endpoints.ts";
import { eventsEndpoints } from "./events/events.endpoints.ts";
import { liveChatEndpoints } from "./live-chat/live-chat.endpoints.ts";
import { liveStreamEndpoints } from "./live-stream/live-stream.endpoints.ts";
import { mediaLibraryEndpoints } from "./media-library/media-library.endpoints.ts";
import { meetingRequestsEndpoints } from "./meeting-requests/meeting-requests.endpoints.ts";
import { newsletterEndpoints } from "./newsletter/newsletter.endpoints.ts";
import { newsletterDraftsEndpoints } from "./newsletter-drafts/newsletter-drafts.endpoints.ts";
import { offeringsEndpoints } from "./offerings/offerings.endpoints.ts";
import { partnershipsEndpoints } from "./partnerships/partnerships.endpoints.ts";
import { peopleEndpoints } from "./people/people.endpoints.ts";
import { podcastEndpoints } from "./podcast/podcast.endpoints.ts";
import { publishedChangesEndpoints } from "./published-changes/published-changes.endpoints.ts";
import { publishingEndpoints } from "./publishing/publishing.endpoints.ts";
import { rsvpsEndpoints } from "./rsvps/rsvps.endpoints.ts";
import { searchEndpoints } from "./search/search.endpoints.ts";
import { shareCardsEndpoints } from "./share-cards/share-cards.endpoints.ts";
import { siteContentEndpoints } from "./site-content/site-content.endpoints.ts";
import { socialMediaEndpoints } from "./social-media/social-media.endpoints.ts";
import { systemEndpoints } from "./system/system.endpoints.ts";
import { tagNamesEndpoints } from "./tag-names/tag-names.endpoints.ts";
import { textMessagesEndpoints } from "./text-messages/text-messages.endpoints.ts";
import { usersEndpoints } from "./users/users.endpoints.ts";
import { videosEndpoints } from "./videos/videos.endpoints.ts";

/**
 * Every API call of the product, grouped by resource. Paths the specs name are kept as they are.
 * For the calls the specs leave out we use one pattern: public reads at `/api/<resource>` (published
 * items only), staff lists that include drafts at `/api/admin/<resource>`, and writes at
 * `/api/<resource>` and `/api/<resource>/:id`.
 */
export const endpoints = {
  system: systemEndpoints,
  auth: authEndpoints,
  crm: crmEndpoints,
  people: peopleEndpoints,
  careNotes: careNotesEndpoints,
  care: careEndpoints,
  attendance: attendanceEndpoints,
  offerings: offeringsEndpoints,
  events: eventsEndpoints,
  rsvps: rsvpsEndpoints,
  calendar: calendarEndpoints,
  newsletter: newsletterEndpoints,
  campaigns: campaignsEndpoints,
  newsletterDrafts: newsletterDraftsEndpoints,
  emailOutbox: emailOutboxEndpoints,
  textMessages: textMessagesEndpoints,
  contactMessages: contactMessagesEndpoints,
  meetingRequests: meetingRequestsEndpoints,
  chat: chatEndpoints,
  analytics: analyticsEndpoints,
  donations: donationsEndpoints,
  users: usersEndpoints,
  audit: auditEndpoints,
  siteContent: siteContentEndpoints,
  articles: articlesEndpoints,
  announcements: announcementsEndpoints,
  blogPosts: blogPostsEndpoints,
  videos: videosEndpoints,
  audioServices: audioServicesEndpoints,
  mediaLibrary: mediaLibraryEndpoints,
  podcast: podcastEndpoints,
  liveStream: liveStreamEndpoints,
  liveChat: liveChatEndpoints,
  socialMedia: socialMediaEndpoints,
  tagNames: tagNamesEndpoints,
  partnerships: partnershipsEndpoints,
  search: searchEndpoints,
  publishedChanges: publishedChangesEndpoints,
  publishing: publishingEndpoints,
  shareCards: shareCardsEndpoints,
} as const;

export const allEndpoints: readonly AnyEndpoint[] = Object.values(endpoints).flatMap(
  (group) => Object.values(group) as AnyEndpoint[],
);

const endpointsByRoute = new Map(
  allEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]),
);

/** The endpoint a route calls (the API client's `endpointOf`, to validate answers in development). */
export const findEndpoint = (route: Pick<AnyEndpoint, "method" | "path">): AnyEndpoint | undefined =>
  endpointsByRoute.get(`${route.method} ${route.path}`);

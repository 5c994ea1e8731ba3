/**
 * MSW handlers for every endpoint, answering from in-memory fixtures: one mock per resource, the
 * same for dev, component tests and Storybook. Import from `@church/contracts/mocks`.
 *
 * The mocks validate every request with the contract (a bad body answers the API's 400 error
 * shape) and check every answer against it. They do not enforce roles: stories and tests of a
 * staff screen work without signing in; sign in with `setMockSession` where a test needs a user.
 */
import "./common/zod-csp.ts";
import { analyticsHandlers } from "./analytics/analytics.mocks.ts";
import { announcementsHandlers } from "./announcements/announcements.mocks.ts";
import { articlesHandlers } from "./articles/articles.mocks.ts";
import { attendanceHandlers } from "./attendance/attendance.mocks.ts";
import { audioServicesHandlers } from "./audio-services/audio-services.mocks.ts";
import { auditHandlers } from "./audit/audit.mocks.ts";
import { authHandlers } from "./auth/auth.mocks.ts";
import { blogPostsHandlers } from "./blog-posts/blog-posts.mocks.ts";
import { calendarHandlers } from "./calendar/calendar.mocks.ts";
import { campaignsHandlers } from "./campaigns/campaigns.mocks.ts";
import { careHandlers } from "./care/care.mocks.ts";
import { careNotesHandlers } from "./care-notes/care-notes.mocks.ts";
import { chatHandlers } from "./chat/chat.mocks.ts";
import { resetMockStores } from "./common/mock-store.ts";
import { contactMessagesHandlers } from "./contact-messages/contact-messages.mocks.ts";
import { crmHandlers } from "./crm/crm.mocks.ts";
import { donationsHandlers } from "./donations/donations.mocks.ts";
import { emailOutboxHandlers } from "./email-outbox/email-outbox.mocks.ts";
import { eventsHandlers } from "./events/events.mocks.ts";
import { liveChatHandlers } from "./live-chat/live-chat.mocks.ts";
import { liveStreamHandlers } from "./live-stream/live-stream.mocks.ts";
import { mediaLibraryHandlers } from "./media-library/media-library.mocks.ts";
import { meetingRequestsHandlers } from "./meeting-requests/meeting-requests.mocks.ts";
import { newsletterHandlers } from "./newsletter/newsletter.mocks.ts";
import {
  newsletterDraftsFixtures,
  newsletterDraftsHandlers,
} from "./newsletter-drafts/newsletter-drafts.mocks.ts";
import { offeringsHandlers } from "./offerings/offerings.mocks.ts";
import { partnershipsHandlers } from "./partnerships/partnerships.mocks.ts";
import { peopleHandlers } from "./people/people.mocks.ts";
import { podcastHandlers } from "./podcast/podcast.mocks.ts";
import { publishedChangesHandlers } from "./published-changes/published-changes.mocks.ts";
import { publishingHandlers } from "./publishing/publishing.mocks.ts";
import { rsvpsHandlers } from "./rsvps/rsvps.mocks.ts";
import { searchHandlers } from "./search/search.mocks.ts";
import { shareCardsHandlers } from "./share-cards/share-cards.mocks.ts";
import { siteContentHandlers } from "./site-content/site-content.mocks.ts";
import { socialMediaHandlers } from "./social-media/social-media.mocks.ts";
import { systemHandlers } from "./system/system.mocks.ts";
import { tagNamesHandlers } from "./tag-names/tag-names.mocks.ts";
import { textMessagesHandlers } from "./text-messages/text-messages.mocks.ts";
import { usersHandlers } from "./users/users.mocks.ts";
import { videosHandlers } from "./videos/videos.mocks.ts";

export { analyticsFixtures, analyticsHandlers } from "./analytics/analytics.mocks.ts";
export { announcementsFixtures, announcementsHandlers } from "./announcements/announcements.mocks.ts";
export { articlesFixtures, articlesHandlers } from "./articles/articles.mocks.ts";
export { attendanceFixtures, attendanceHandlers } from "./attendance/attendance.mocks.ts";
export { audioServicesFixtures, audioServicesHandlers } from "./audio-services/audio-services.mocks.ts";
export { auditFixtures, auditHandlers } from "./audit/audit.mocks.ts";
export {
  authHandlers,
  currentMockUser,
  mockRecoveryCodes,
  mockTwoFactorCode,
  setMockSession,
} from "./auth/auth.mocks.ts";
export { blogPostsFixtures, blogPostsHandlers } from "./blog-posts/blog-posts.mocks.ts";
export { calendarHandlers } from "./calendar/calendar.mocks.ts";
export { campaignsFixtures, campaignsHandlers } from "./campaigns/campaigns.mocks.ts";
export { careHandlers, careStaffFixtures } from "./care/care.mocks.ts";
export { careNotesHandlers } from "./care-notes/care-notes.mocks.ts";
export { chatHandlers } from "./chat/chat.mocks.ts";
export { mockEndpoint, mockError } from "./common/mock-endpoint.ts";
export {
  contactMessagesFixtures,
  contactMessagesHandlers,
} from "./contact-messages/contact-messages.mocks.ts";
export { crmFixtures, crmHandlers } from "./crm/crm.mocks.ts";
export { donationsFixtures, donationsHandlers } from "./donations/donations.mocks.ts";
export { emailOutboxFixtures, emailOutboxHandlers } from "./email-outbox/email-outbox.mocks.ts";
export { eventsFixtures, eventsHandlers } from "./events/events.mocks.ts";
export { liveChatFixtures, liveChatHandlers } from "./live-chat/live-chat.mocks.ts";
export {
  liveStreamFixtures,
  liveStreamHandlers,
  setMockLiveStream,
} from "./live-stream/live-stream.mocks.ts";
export { mediaLibraryFixtures, mediaLibraryHandlers } from "./media-library/media-library.mocks.ts";
export {
  availabilityFixture,
  meetingRequestsFixtures,
  meetingRequestsHandlers,
  sentMeetingNotifications,
} from "./meeting-requests/meeting-requests.mocks.ts";
export {
  mockUnsubscribeToken,
  newsletterFixtures,
  newsletterHandlers,
} from "./newsletter/newsletter.mocks.ts";
export {
  offeringBatchesStore,
  offeringEntriesStore,
  offeringsHandlers,
} from "./offerings/offerings.mocks.ts";
export { partnershipsFixtures, partnershipsHandlers } from "./partnerships/partnerships.mocks.ts";
export { peopleFixtures, peopleHandlers } from "./people/people.mocks.ts";
export { publishedChangesHandlers } from "./published-changes/published-changes.mocks.ts";
export { rsvpsFixtures, rsvpsHandlers } from "./rsvps/rsvps.mocks.ts";
export { searchHandlers } from "./search/search.mocks.ts";
export { siteContentFixtures, siteContentHandlers } from "./site-content/site-content.mocks.ts";
export { socialMediaFixtures, socialMediaHandlers } from "./social-media/social-media.mocks.ts";
export { systemHandlers } from "./system/system.mocks.ts";
export { tagNamesFixtures, tagNamesHandlers } from "./tag-names/tag-names.mocks.ts";
export { textMessagesFixtures, textMessagesHandlers } from "./text-messages/text-messages.mocks.ts";
export {
  mockInviteToken,
  mockPassword,
  mockResetToken,
  usersFixtures,
  usersHandlers,
} from "./users/users.mocks.ts";
export { videosFixtures, videosHandlers } from "./videos/videos.mocks.ts";
export { newsletterDraftsFixtures, newsletterDraftsHandlers };

export const handlers = [
  ...systemHandlers,
  ...authHandlers,
  ...crmHandlers,
  ...peopleHandlers,
  ...careNotesHandlers,
  ...careHandlers,
  ...attendanceHandlers,
  ...offeringsHandlers,
  ...eventsHandlers,
  ...rsvpsHandlers,
  ...calendarHandlers,
  ...newsletterHandlers,
  ...campaignsHandlers,
  ...newsletterDraftsHandlers,
  ...emailOutboxHandlers,
  ...textMessagesHandlers,
  ...contactMessagesHandlers,
  ...meetingRequestsHandlers,
  ...chatHandlers,
  ...analyticsHandlers,
  ...donationsHandlers,
  ...usersHandlers,
  ...auditHandlers,
  ...siteContentHandlers,
  ...articlesHandlers,
  ...announcementsHandlers,
  ...blogPostsHandlers,
  ...videosHandlers,
  ...audioServicesHandlers,
  ...mediaLibraryHandlers,
  ...liveStreamHandlers,
  ...liveChatHandlers,
  ...socialMediaHandlers,
  ...tagNamesHandlers,
  ...partnershipsHandlers,
  ...podcastHandlers,
  ...shareCardsHandlers,
  ...searchHandlers,
  ...publishedChangesHandlers,
  ...publishingHandlers,
];

/** Puts every fixture back and signs the mock session out (call between tests and stories). */
export function resetMocks(): void {
  resetMockStores();
}

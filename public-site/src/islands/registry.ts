import type { ComponentProps, ComponentType } from "react";

/** An island's source module (a key of the build manifest: its chunk and styles) and its code. */
interface IslandModule {
  module: string;
  /** Any component (`never`: each entry's own props type is kept, IslandProps). */
  load: () => Promise<ComponentType<never>>;
}

/**
 * Every island by name, each loaded on its own (code-split): the browser loads an island's code only
 * when it hydrates it, and the server renders each from here (server/render.tsx).
 */
export const islands = {
  header: {
    module: "src/app/site-header-part.tsx",
    load: async () => (await import("../app/site-header-part.tsx")).SiteHeaderPart,
  },
  "language-offer": {
    module: "src/app/site-tail.tsx",
    load: async () => (await import("../app/site-tail.tsx")).LanguageOfferPart,
  },
  chat: {
    module: "src/features/chat/components/chat-widget.tsx",
    load: async () => (await import("../features/chat/components/chat-widget.tsx")).ChatWidget,
  },
  consent: {
    module: "src/features/consent/components/cookie-consent.tsx",
    load: async () => (await import("../features/consent/components/cookie-consent.tsx")).CookieConsent,
  },
  "service-time": {
    module: "src/components/zone-time.tsx",
    load: async () => (await import("../components/zone-time.tsx")).ServiceTime,
  },
  picture: {
    module: "src/components/picture.tsx",
    load: async () => (await import("../components/picture.tsx")).Picture,
  },
  "footer-language": {
    module: "src/features/navigation/components/footer-parts.tsx",
    load: async () => (await import("../features/navigation/components/footer-parts.tsx")).FooterLanguage,
  },
  "data-saver": {
    module: "src/features/navigation/components/footer-parts.tsx",
    load: async () => (await import("../features/navigation/components/footer-parts.tsx")).DataSaverChoice,
  },
  "cookie-settings": {
    module: "src/features/navigation/components/footer-parts.tsx",
    load: async () =>
      (await import("../features/navigation/components/footer-parts.tsx")).CookieSettingsButton,
  },
  partnerships: {
    module: "src/features/home/components/partnership-carousel.tsx",
    load: async () => (await import("../features/home/components/partnership-carousel.tsx")).HomePartners,
  },
  video: {
    module: "src/components/video-facade.tsx",
    load: async () => (await import("../components/video-facade.tsx")).VideoFacade,
  },
  newsletter: {
    module: "src/components/newsletter-signup.tsx",
    load: async () => (await import("../components/newsletter-signup.tsx")).NewsletterSignup,
  },
  "news-tabs": {
    module: "src/features/news/components/news-page.tsx",
    load: async () => (await import("../features/news/components/news-page.tsx")).NewsTabs,
  },
  "events-browser": {
    module: "src/features/events/components/events-page.tsx",
    load: async () => (await import("../features/events/components/events-page.tsx")).EventsBrowser,
  },
  "event-detail": {
    module: "src/features/events/components/event-page.tsx",
    load: async () => (await import("../features/events/components/event-page.tsx")).OwnEventDetail,
  },
  "share-links": {
    module: "src/components/share-links.tsx",
    load: async () => (await import("../components/share-links.tsx")).ShareLinks,
  },
  give: {
    module: "src/features/give/components/give-page.tsx",
    load: async () => (await import("../features/give/components/give-page.tsx")).GiveContent,
  },
  "audio-list": {
    module: "src/features/audio/components/audio-services-page.tsx",
    load: async () => (await import("../features/audio/components/audio-services-page.tsx")).AudioList,
  },
  "sermon-listen": {
    module: "src/features/audio/components/sermon-page.tsx",
    load: async () => (await import("../features/audio/components/sermon-page.tsx")).SermonListen,
  },
  "contact-form": {
    module: "src/features/contact/components/contact-form.tsx",
    load: async () => (await import("../features/contact/components/contact-form.tsx")).ContactForm,
  },
  meeting: {
    module: "src/features/meeting/components/schedule-meeting-page.tsx",
    load: async () =>
      (await import("../features/meeting/components/schedule-meeting-page.tsx")).MeetingRequest,
  },
  "cookie-policy-settings": {
    module: "src/features/legal/components/legal-page.tsx",
    load: async () => (await import("../features/legal/components/legal-page.tsx")).CookiePolicySettings,
  },
  "articles-browser": {
    module: "src/features/news/components/articles-page.tsx",
    load: async () => (await import("../features/news/components/articles-page.tsx")).ArticlesBrowser,
  },
  "current-stream": {
    module: "src/features/worship/components/current-stream.tsx",
    load: async () => (await import("../features/worship/components/current-stream.tsx")).CurrentStream,
  },
  "stream-status": {
    module: "src/features/worship/components/watch-online-page.tsx",
    load: async () => (await import("../features/worship/components/watch-online-page.tsx")).StreamStatus,
  },
  "live-status": {
    module: "src/features/live-stream/components/live-status.tsx",
    load: async () => (await import("../features/live-stream/components/live-status.tsx")).LiveStatus,
  },
  "live-player": {
    module: "src/features/live-stream/components/live-player.tsx",
    load: async () => (await import("../features/live-stream/components/live-player.tsx")).LivePlayer,
  },
  "live-tabs": {
    module: "src/features/live-stream/components/live-stream-tabs.tsx",
    load: async () =>
      (await import("../features/live-stream/components/live-stream-tabs.tsx")).LiveStreamTabs,
  },
  "stream-reminder": {
    module: "src/features/live-stream/components/stream-reminder-form.tsx",
    load: async () =>
      (await import("../features/live-stream/components/stream-reminder-form.tsx")).StreamReminderForm,
  },
} satisfies Record<string, IslandModule>;

export type IslandName = keyof typeof islands;

/** The props of an island (JSON: the server writes them into the page). */
export type IslandProps<N extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof islands)[N]["load"]>>
>;

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(islands, name);

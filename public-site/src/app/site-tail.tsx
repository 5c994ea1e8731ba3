import { WhenLive } from "../components/when-live.tsx";
import { ChatWidget } from "../features/chat/components/chat-widget.tsx";
import { CookieConsent } from "../features/consent/components/cookie-consent.tsx";
import { usePageAnalytics } from "../features/consent/hooks/use-page-analytics.ts";
import { LanguageOffer } from "../features/navigation/components/language-offer.tsx";
import { islandOf } from "../islands/island.tsx";
import { cookieSettingsEvent } from "../lib/consent.ts";
import { useIslandCollector } from "../lib/render-info.tsx";
import { ToastHost } from "./toast-host.tsx";

/** The offer of the Swahili page, shown in the browser only (it reads the browser's languages). */
export function LanguageOfferPart() {
  return (
    <WhenLive>
      <LanguageOffer />
    </WhenLive>
  );
}

/** On an islands page, only for a visitor it is for: its code loads for nobody else. */
export const LanguageOfferIsland = islandOf("language-offer", LanguageOfferPart, {
  when: "load",
  if: "swahili-wanted",
  otherwise: "never",
});

/** The chat button: in the server's page (hidden without JavaScript), live on the first touch. */
const ChatIsland = islandOf("chat", ChatWidget, { when: "touch" });

/**
 * The cookie banner (in the server's page when the visitor has not chosen yet) and the preferences
 * dialog: live on the first touch, or when the footer's Cookie Settings asks; at once when the banner
 * must go (a choice this browser made before the consent cookie existed).
 */
const ConsentIsland = islandOf("consent", CookieConsent, {
  when: "load",
  if: "consent-stored",
  otherwise: "touch",
  wakeOn: cookieSettingsEvent,
});

/** What only the whole app runs: the visit count of each move, and the toasts' host. */
function AppTail() {
  usePageAnalytics();
  return <ToastHost />;
}

/**
 * What every page has after its footer: the chat, the cookie banner, the toasts; and the visit count.
 * An islands page counts the visit and hosts the toasts without React (islands/start-islands.ts).
 */
export function SiteTail() {
  const islandsPage = useIslandCollector() !== undefined;
  return (
    <>
      <ChatIsland />
      <ConsentIsland />
      {!islandsPage && <AppTail />}
    </>
  );
}

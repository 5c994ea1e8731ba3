import { WhenLive } from "../components/when-live.tsx";
import { ChatWidget } from "../features/chat/components/chat-widget.tsx";
import { CookieConsent } from "../features/consent/components/cookie-consent.tsx";
import { usePageAnalytics } from "../features/consent/hooks/use-page-analytics.ts";
import { LanguageOffer } from "../features/navigation/components/language-offer.tsx";
import { islandOf } from "../islands/island.tsx";
import { ToastHost } from "./toast-host.tsx";

/** The offer of the Swahili page, shown in the browser only (it reads the browser's languages). */
export function LanguageOfferPart() {
  return (
    <WhenLive>
      <LanguageOffer />
    </WhenLive>
  );
}

/** What every page has after its footer: the chat, the cookie banner, the toasts; and the visit count. */
export function SiteTail() {
  usePageAnalytics();
  return (
    <>
      <WhenLive>
        <ChatWidget />
      </WhenLive>
      {/* The cookie banner is in the server's HTML when the visitor has not chosen yet (it shows at the
          first paint rather than arriving later). */}
      <CookieConsent />
      <ToastHost />
    </>
  );
}

export const LanguageOfferIsland = islandOf("language-offer", LanguageOfferPart, { when: "load" });
export const SiteTailIsland = islandOf("site-tail", SiteTail, { when: "load" });

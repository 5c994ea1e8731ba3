import { churchInfo } from "@church/contracts";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSignedIn } from "../api/session.ts";
import { SiteHeader } from "../features/navigation/components/site-header.tsx";
import { islandOf } from "../islands/island.tsx";

// Only signed-in staff get the admin portal's menu, and its code (Module Federation included).
const StaffMenu = lazy(() => import("./staff-menu.tsx"));

/** Login, or (signed-in staff) the admin portal's menu; the only part of the header the session changes. */
function Account({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation("site");
  const account = useSignedIn();
  const login = (
    <a className="ps-login-link" href="/admin-login">
      {t("nav.login")}
    </a>
  );
  // The server's page (which never knows the session) and a visitor's have the Login link.
  if (account.pending || !account.signedIn) return login;
  return (
    <Suspense fallback={null}>
      <StaffMenu onNavigate={onNavigate} fallback={login} />
    </Suspense>
  );
}

const renderAccount = (close: () => void) => <Account onNavigate={close} />;

/** The site's header with the account menu: the menu, the language switch, search and Donate. */
export function SiteHeaderPart() {
  return <SiteHeader brand={churchInfo.name} renderAccount={renderAccount} />;
}

/**
 * On an islands page, hydrated at once for signed-in staff (their menu), and for a visitor on the first
 * touch, hover or focus: the menu button, search and the dropdowns are live by the time they answer.
 */
export const SiteHeaderIsland = islandOf("header", SiteHeaderPart, {
  when: "load",
  if: "staff",
  otherwise: "touch",
});

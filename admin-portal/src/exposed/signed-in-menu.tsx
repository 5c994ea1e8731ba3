import { isUsher } from "@church/contracts";
import { queryDefaults } from "@church/contracts/client";
import { DropdownMenu, type SignedInMenuProps } from "@church/ui-kit";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../features/auth/api/get-session.ts";
import { useLogout } from "../features/auth/api/logout.ts";
import "../i18n/admin.texts.ts";
import "./signed-in-menu.css";

/** First letter of the display name, for the round badge on the button. */
const initial = (name: string) => name.trim().charAt(0).toUpperCase() || "?";

function Menu({ onNavigate }: SignedInMenuProps) {
  const { t } = useTranslation("admin");
  const session = useSession();
  // Logout returns to the home page (public-site.md, Global elements).
  const logout = useLogout("/");

  // Nothing while the session loads: a "Login" link flashing before the name would mislead.
  if (session.isPending) return <span className="ap-signed-in-menu__pending" aria-hidden="true" />;
  // Links are plain navigations: the dashboard and the sign-in page belong to this app, not to the host.
  if (!session.data) {
    return (
      <a className="ap-signed-in-menu__login" href="/admin-login" onClick={onNavigate}>
        {t("menu.login")}
      </a>
    );
  }
  const name = session.data.name?.trim() || t("menu.userFallback");
  const signOut = () => logout.mutate(undefined, { onSettled: () => onNavigate?.() });
  // One compact button (name + chevron) so the host's navigation never wraps; the choices open below.
  return (
    <DropdownMenu
      align="end"
      className="ap-signed-in-menu__list"
      trigger={
        <button type="button" className="ap-signed-in-menu" aria-label={`${t("menu.label")}: ${name}`}>
          <span className="ap-signed-in-menu__avatar" aria-hidden="true">
            {initial(name)}
          </span>
          <span className="ap-signed-in-menu__name">{name}</span>
          <svg className="ap-signed-in-menu__chevron" viewBox="0 0 24 24" aria-hidden="true">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      }
      items={[
        { type: "label", label: name },
        // An usher's one page is attendance; everyone else's home is the dashboard.
        isUsher(session.data.role)
          ? {
              label: t("menu.attendance"),
              onSelect: () => {
                onNavigate?.();
                window.location.assign("/admin/crm/attendance");
              },
            }
          : {
              label: t("menu.dashboard"),
              onSelect: () => {
                onNavigate?.();
                window.location.assign("/admin");
              },
            },
        { type: "separator" },
        { label: t("menu.logout"), onSelect: signOut, disabled: logout.isPending },
      ]}
    />
  );
}

/**
 * Exposed as adminPortal/SignedInMenu. It brings its own query client, so any host can render it
 * without knowing this app's queries; i18n and React come from the shared singletons.
 */
export default function SignedInMenu(props: SignedInMenuProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: queryDefaults }));
  return (
    <QueryClientProvider client={queryClient}>
      <Menu {...props} />
    </QueryClientProvider>
  );
}

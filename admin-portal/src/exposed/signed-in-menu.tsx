import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../features/auth/api/get-session.ts";
import { useLogout } from "../features/auth/api/logout.ts";
import { createQueryClient } from "../lib/query-client.ts";
import "../i18n/index.ts";
import "./signed-in-menu.css";

export interface SignedInMenuProps {
  /** Called after a link or logout is chosen (a host's mobile menu closes itself with it). */
  onNavigate?: () => void;
}

function Menu({ onNavigate }: SignedInMenuProps) {
  const { t } = useTranslation("admin");
  const session = useSession();
  const logout = useLogout();

  // Links are plain <a>: the dashboard and the sign-in page belong to this app, not to the host.
  if (!session.data) {
    return (
      <a className="ap-signed-in-menu__link" href="/admin-login" onClick={onNavigate}>
        {t("menu.login")}
      </a>
    );
  }
  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        onNavigate?.();
        // Logout returns to the home page (public-site.md, Global elements).
        window.location.assign("/");
      },
    });
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of links, not a form fieldset
    <div className="ap-signed-in-menu" role="group" aria-label={t("menu.label")}>
      <span className="ap-signed-in-menu__name">{session.data.name || t("menu.userFallback")}</span>
      <a className="ap-signed-in-menu__link" href="/admin" onClick={onNavigate}>
        {t("menu.dashboard")}
      </a>
      <button type="button" className="ap-signed-in-menu__link" onClick={signOut} disabled={logout.isPending}>
        {t("menu.logout")}
      </button>
    </div>
  );
}

/**
 * Exposed as adminPortal/SignedInMenu. It brings its own query client, so any host can render it
 * without knowing this app's queries; i18n and React come from the shared singletons.
 */
export default function SignedInMenu(props: SignedInMenuProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Menu {...props} />
    </QueryClientProvider>
  );
}

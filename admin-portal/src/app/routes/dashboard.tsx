import { isPastorCapable, isUsher, type SessionUser, signInPath } from "@church/contracts";
import { Alert, Button, RemoteBoundary, Spinner } from "@church/ui-kit";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { AnalyticsTab } from "../../features/analytics/components/analytics-tab.tsx";
import { useSession } from "../../features/auth/api/get-session.ts";
import { useLogout } from "../../features/auth/api/logout.ts";
import { useStaffLanguage } from "../../features/auth/api/staff-language.ts";
import { UsherRedirect } from "../../features/auth/components/usher-redirect.tsx";
import { BlogTab } from "../../features/content/components/blog-tab.tsx";
import { ContentManagementTab } from "../../features/content/components/content-management-tab.tsx";
import { EventsTab } from "../../features/content/components/events-tab.tsx";
import { ContentPreviewPanel } from "../../features/dashboard/components/content-preview-panel.tsx";
import { DashboardLayout, type DashboardTab } from "../../features/dashboard/components/dashboard-layout.tsx";
import { OverviewTab } from "../../features/dashboard/components/overview-tab.tsx";
import { EmailsTab } from "../../features/emails/components/emails-tab.tsx";
import { AudioTab } from "../../features/media/components/audio-tab.tsx";
import { LiveStreamTab } from "../../features/media/components/live-stream-tab.tsx";
import { SocialMediaTab } from "../../features/media/components/social-media-tab.tsx";
import { VideosTab } from "../../features/media/components/videos-tab.tsx";
import { MeetingHoursPanel } from "../../features/meetings/components/meeting-hours-panel.tsx";
import { MeetingRequestsPanel } from "../../features/meetings/components/meeting-requests-panel.tsx";
import { usePendingMeetings } from "../../features/meetings/components/use-pending-meetings.ts";
import { DonationsTab } from "../../features/outreach/components/donations-tab.tsx";
import { LetterComposerPage } from "../../features/outreach/components/letter-composer-page.tsx";
import { MessagesTab } from "../../features/outreach/components/messages-tab.tsx";
import { NewsletterTab } from "../../features/outreach/components/newsletter-tab.tsx";
import { PicturesTab } from "../../features/pictures/components/pictures-tab.tsx";
import { SettingsTab } from "../../features/settings/components/settings-tab.tsx";
import { TextMessagesPanel } from "../../features/text-messages/components/text-messages-panel.tsx";
import { UsersTab } from "../../features/users/components/users-tab.tsx";
import { RemoteContentPreview, RemoteRecordsScreen } from "../remote-modules.tsx";

// The order of staff-area.md section 2 (Messages joins after Newsletter).
const tabIds = [
  "overview",
  "content",
  "blog",
  "events",
  "livestream",
  "videos",
  "audio",
  "pictures",
  "newsletter",
  "messages",
  "donations",
  "users",
  "emails",
  "analytics",
  "pastor-portal",
  "social-media",
  "settings",
] as const;
type TabId = (typeof tabIds)[number];

/**
 * Tabs this user may open; the Pastor Portal only for pastor-capable accounts, Users only for admins
 * (PRODUCT.md roles); only Settings while an administrator's rule requires this account to set up 2FA.
 */
function tabsFor(user: SessionUser): TabId[] {
  if (user.twoFactorSetupRequired) return ["settings"];
  return tabIds.filter(
    (id) =>
      (id !== "pastor-portal" || isPastorCapable(user.role)) &&
      (id !== "donations" || isPastorCapable(user.role)) &&
      ((id !== "users" && id !== "emails") || user.role === "admin"),
  );
}

function Dashboard({ user }: { user: SessionUser }) {
  const { t } = useTranslation("admin");
  useStaffLanguage(user);
  const logout = useLogout("/admin-login");
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  // /admin/newsletter/:draftId: a letter's composer page, inside the Newsletter tab's frame.
  const { draftId } = useParams();
  const allowed = tabsFor(user);
  const requested = draftId ? "newsletter" : (searchParams.get("tab") ?? "overview");
  const active: TabId = allowed.find((id) => id === requested) ?? allowed[0] ?? "overview";
  // `?new=1` comes from the overview's quick actions: the tab opens its form once.
  const startWithForm = searchParams.get("new") === "1";
  const formOpened = useCallback(
    () => setSearchParams({ tab: active }, { replace: true }),
    [active, setSearchParams],
  );
  const openTab = (id: string, withForm = false) =>
    draftId
      ? navigate(`/admin?${new URLSearchParams(withForm ? { tab: id, new: "1" } : { tab: id })}`)
      : setSearchParams(withForm ? { tab: id, new: "1" } : { tab: id });

  // An unknown tab, or one this role may not open, is sent back to the overview.
  useEffect(() => {
    if (requested === active) return;
    if (draftId) navigate(`/admin?tab=${active}`, { replace: true });
    else setSearchParams({ tab: active }, { replace: true });
  }, [requested, active, draftId, navigate, setSearchParams]);

  const pendingMeetings = usePendingMeetings(user);
  const tabs: DashboardTab[] = allowed.map((id) => ({
    id,
    label: t(`dashboard.tabs.${id}`),
    ...(id === "pastor-portal" && pendingMeetings > 0 ? { badge: pendingMeetings } : {}),
  }));
  const signOut = () => logout.mutate();

  return (
    <DashboardLayout
      user={user}
      tabs={tabs}
      activeTab={active}
      onSelectTab={(id) => openTab(id)}
      onSignOut={signOut}
      signingOut={logout.isPending}
    >
      {active === "overview" && (
        <OverviewTab
          user={user}
          onQuickAction={(tab) => openTab(tab, true)}
          preview={
            <ContentPreviewPanel
              renderPreview={(draft) => (
                <RemoteBoundary fallback={<Alert tone="info">{t("overview.previewFallback")}</Alert>}>
                  <RemoteContentPreview item={draft} />
                </RemoteBoundary>
              )}
            />
          }
        />
      )}
      {active === "content" && (
        <ContentManagementTab
          onOpenEvents={() => openTab("events")}
          renderPreview={(item) => (
            <RemoteBoundary fallback={<Alert tone="info">{t("overview.previewFallback")}</Alert>}>
              <RemoteContentPreview item={item} />
            </RemoteBoundary>
          )}
        />
      )}
      {active === "blog" && <BlogTab startWithForm={startWithForm} onFormOpened={formOpened} />}
      {active === "events" && <EventsTab startWithForm={startWithForm} onFormOpened={formOpened} />}
      {active === "livestream" && <LiveStreamTab />}
      {active === "videos" && <VideosTab />}
      {active === "audio" && <AudioTab />}
      {active === "pictures" && <PicturesTab />}
      {active === "social-media" && <SocialMediaTab />}
      {active === "newsletter" &&
        (draftId ? (
          <LetterComposerPage draftId={draftId} onBack={() => navigate("/admin?tab=newsletter")} />
        ) : (
          <NewsletterTab startWithForm={startWithForm} onFormOpened={formOpened} />
        ))}
      {active === "messages" && <MessagesTab />}
      {active === "donations" && <DonationsTab />}
      {active === "analytics" && <AnalyticsTab user={user} />}
      {active === "pastor-portal" && (
        <div className="ap-stack">
          <MeetingRequestsPanel />
          <MeetingHoursPanel />
          <TextMessagesPanel />
          <RemoteBoundary>
            <RemoteRecordsScreen embedded />
          </RemoteBoundary>
        </div>
      )}
      {active === "users" && <UsersTab currentUser={user} />}
      {active === "emails" && <EmailsTab />}
      {active === "settings" && <SettingsTab user={user} />}
    </DashboardLayout>
  );
}

/** /admin and /admin-dashboard. */
export default function DashboardRoute() {
  const { t } = useTranslation("admin");
  const session = useSession();
  const location = useLocation();

  if (session.isPending) {
    return (
      <div className="ck-staff-center">
        <Spinner label={t("dashboard.loading")} showLabel size="lg" />
      </div>
    );
  }
  if (session.isError) {
    return (
      <div className="ck-staff-center">
        <Alert
          tone="error"
          title={t("dashboard.loadFailed")}
          action={
            <Button variant="secondary" size="sm" onClick={() => void session.refetch()}>
              {t("status.checkAgain")}
            </Button>
          }
        />
      </div>
    );
  }
  // Signed out: sign in, then back to this very tab and row (a link from a timeline or an e-mail).
  if (!session.data) return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  // An usher has no dashboard: attendance is their one page.
  if (isUsher(session.data.role)) return <UsherRedirect />;
  return <Dashboard user={session.data} />;
}

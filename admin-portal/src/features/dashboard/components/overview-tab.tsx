import {
  donationKindLabel,
  isPastorCapable,
  recentDonationsShown,
  type SessionUser,
} from "@church/contracts";
import { Button, buttonClassName, Card, StatCard } from "@church/ui-kit";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  useAnalyticsSummary,
  useBlogPostCount,
  useDonationSummary,
  useEventCount,
  useSubscriberCount,
} from "../api/get-overview.ts";
import "../dashboard.texts.ts";
import "./dashboard.css";

export type QuickActionTab = "blog" | "events" | "newsletter";

export interface OverviewTabProps {
  user: SessionUser;
  /** Switches to a tab and opens its form (New Blog Post, New Event, Send Newsletter). */
  onQuickAction?: (tab: QuickActionTab) => void;
  /** The public-site preview panel, composed by the app (it is a federated module). */
  preview?: ReactNode;
}

/** A count, or a dash when its endpoint failed (e.g. not mounted yet): the overview never breaks. */
function countOf(query: { data?: number; isError: boolean }, unavailable: string): ReactNode {
  if (query.isError) return <span title={unavailable}>—</span>;
  return query.data ?? "";
}

export function OverviewTab({ user, onQuickAction, preview }: OverviewTabProps) {
  const { t, i18n } = useTranslation("admin");
  const pastoral = isPastorCapable(user.role);
  const blog = useBlogPostCount();
  const events = useEventCount();
  const subscribers = useSubscriberCount();
  const donations = useDonationSummary(pastoral);
  const analytics = useAnalyticsSummary();
  const locale = i18n.language === "sw" ? "sw-KE" : "en-US";
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
  const number = new Intl.NumberFormat(locale);
  const unavailable = t("overview.unavailable");
  const visitors = analytics.data?.visitors;
  const hasAnalytics = !!visitors && visitors.total > 0;

  return (
    <div className="ap-stack">
      <Card
        title={t("overview.welcome", { name: user.name })}
        headingLevel={1}
        description={t("overview.role", { role: t(`roles.${user.role}`) })}
      />
      <div className="ap-stat-grid">
        <StatCard
          label={t("overview.blogPosts")}
          value={countOf(blog, unavailable)}
          loading={blog.isPending}
        />
        <StatCard
          label={t("overview.events")}
          value={countOf(events, unavailable)}
          loading={events.isPending}
        />
        <StatCard
          label={t("overview.subscribers")}
          value={countOf(subscribers, unavailable)}
          loading={subscribers.isPending}
        />
        {pastoral && (
          <StatCard
            label={t("overview.totalDonations")}
            tone="success"
            value={donations.isError ? "—" : donations.data ? money.format(donations.data.total) : ""}
            loading={donations.isPending}
          />
        )}
      </div>
      {hasAnalytics && visitors && (
        <Card title={t("overview.visitors")}>
          <div className="ap-stat-grid">
            <StatCard label={t("overview.today")} value={number.format(visitors.today)} tone="info" />
            <StatCard label={t("overview.thisWeek")} value={number.format(visitors.thisWeek)} tone="info" />
            <StatCard label={t("overview.thisMonth")} value={number.format(visitors.thisMonth)} tone="info" />
            <StatCard label={t("overview.total")} value={number.format(visitors.total)} tone="info" />
          </div>
        </Card>
      )}
      {pastoral && donations.data && (
        <Card title={t("overview.recentDonations")}>
          {donations.data.donations.length === 0 ? (
            <p>{t("overview.noDonations")}</p>
          ) : (
            <ul className="ap-list">
              {donations.data.donations.slice(0, recentDonationsShown).map((d) => (
                <li key={d.id}>
                  <strong>{d.donorName}</strong> ·{" "}
                  {donationKindLabel(d, i18n.language === "sw" ? "sw" : "en")} · {money.format(d.amount)}
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
      <Card title={t("overview.quickActions")}>
        <div className="ap-actions">
          <Button onClick={() => onQuickAction?.("blog")}>{t("overview.newBlogPost")}</Button>
          <Button variant="secondary" onClick={() => onQuickAction?.("events")}>
            {t("overview.newEvent")}
          </Button>
          <Button variant="secondary" onClick={() => onQuickAction?.("newsletter")}>
            {t("overview.sendNewsletter")}
          </Button>
          {pastoral && (
            <a className={buttonClassName("secondary")} href="/admin/crm" target="_blank" rel="noopener">
              {t("overview.openCrm")}
              <span className="ck-visually-hidden"> {t("overview.opensInNewWindow")}</span>
            </a>
          )}
        </div>
      </Card>
      {preview}
    </div>
  );
}

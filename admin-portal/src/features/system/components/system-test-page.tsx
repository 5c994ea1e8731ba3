import type { SessionUser } from "@church/contracts";
import { Card, PageHeader, Spinner } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useHealth } from "../api/get-health.ts";
import { ChatTestCard } from "./chat-test-card.tsx";
import { ProbeResultView } from "./probe-result.tsx";
import { RecordTestCard } from "./record-test-card.tsx";

export interface SystemTestPageProps {
  /** Undefined while loading, null when signed out. */
  user: SessionUser | null | undefined;
}

/** /test: login status, the backend's health, a chatbot test and a record creation test. */
export function SystemTestPage({ user }: SystemTestPageProps) {
  const { t } = useTranslation("admin");
  const health = useHealth();
  return (
    <main id="main" className="ap-page">
      <PageHeader title={t("systemTest.title")} description={t("systemTest.intro")} />
      <Card title={t("systemTest.loginStatus")}>
        {user === undefined ? (
          <Spinner />
        ) : (
          <p>{user ? t("systemTest.signedInAs", { email: user.email }) : t("systemTest.signedOut")}</p>
        )}
      </Card>
      <Card title={t("systemTest.backend")}>
        {health.isPending ? (
          <Spinner />
        ) : (
          <ProbeResultView
            result={health.isError ? { ok: false, error: health.error } : { ok: true, data: health.data }}
          />
        )}
      </Card>
      <ChatTestCard />
      {user !== undefined && <RecordTestCard user={user} />}
      <Link to="/api-test">{t("systemTest.apiTestLink")}</Link>
    </main>
  );
}

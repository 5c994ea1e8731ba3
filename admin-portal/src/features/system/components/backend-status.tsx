import type { HealthResponse } from "@church/contracts";
import { Alert, Button, Card, Spinner } from "@church/ui-kit";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHealth } from "../api/get-health.ts";

const checks = ["database", "migrations", "auth"] as const;

export const isBackendReady = (health: HealthResponse) => checks.every((check) => health.checks[check].ok);

export interface BackendStatusProps {
  /** Shown under the status list once every check is ready (the sign-in form). */
  children: ReactNode;
}

/** Our own backend's status, in place of the spec's Supabase/Firebase chooser. */
export function BackendStatus({ children }: BackendStatusProps) {
  const { t } = useTranslation("admin");
  const health = useHealth();

  if (health.isPending) {
    return (
      <Card className="ap-status" title={t("status.checkingTitle")} headingLevel={1} aria-busy="true">
        <p>{t("status.checkingText")}</p>
        <Spinner />
      </Card>
    );
  }

  const ready = health.data ? isBackendReady(health.data) : false;
  return (
    <>
      {/* The sign-in page below brings its own h1 once the backend is ready. */}
      <Card
        className="ap-status"
        title={t("status.title")}
        headingLevel={ready ? 2 : 1}
        description={t("status.intro")}
      >
        {health.data ? (
          <ul className="ap-status__list">
            {checks.map((check) => {
              const { ok, detail } = health.data.checks[check];
              return (
                <li key={check} className="ap-status__item" data-ready={ok}>
                  <span className="ap-status__name">{t(`status.${check}`)}</span>
                  <span className="ap-status__value">{ok ? t("status.ready") : t("status.notReady")}</span>
                  {!ok && detail && <span className="ap-status__detail">{detail}</span>}
                </li>
              );
            })}
          </ul>
        ) : (
          <Alert tone="error">{t("status.unreachable")}</Alert>
        )}
        {!ready && (
          <>
            {health.data && <Alert tone="warning">{t("status.notReadyText")}</Alert>}
            <Button variant="secondary" onClick={() => void health.refetch()} loading={health.isFetching}>
              {t("status.checkAgain")}
            </Button>
          </>
        )}
      </Card>
      {ready && children}
    </>
  );
}

import { Alert, Button, Card, Spinner } from "@church/ui-kit";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../api/get-session.ts";
import { useTestAuth } from "../api/test-auth.ts";

/** Whether a session is present, whose it is, and the Test Auth probe. */
export function SessionCheck() {
  const { t } = useTranslation("crm-test");
  const session = useSession();
  const authTest = useTestAuth();

  let state: ReactNode;
  if (session.isPending) state = <Spinner label={t("session.checking")} showLabel />;
  else if (session.isError) {
    state = <p>{t("session.error", { message: session.error.message })}</p>;
  } else if (session.data) {
    state = (
      <>
        <p>{t("session.present")}</p>
        <p>{t("session.email", { email: session.data.email })}</p>
      </>
    );
  } else state = <p>{t("session.absent")}</p>;

  return (
    <Card title={t("session.title")}>
      <div className="crm-test__stack">
        {state}
        <Button variant="secondary" loading={authTest.isPending} onClick={() => authTest.mutate()}>
          {t("auth.button")}
        </Button>
        {authTest.isSuccess && (
          <Alert tone="info">
            {t("auth.result", { status: authTest.data.status, json: JSON.stringify(authTest.data.body) })}
          </Alert>
        )}
        {authTest.isError && (
          <Alert tone="error">{t("auth.error", { message: authTest.error.message })}</Alert>
        )}
      </div>
    </Card>
  );
}

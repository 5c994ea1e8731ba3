import { ApiError } from "@church/contracts/client";
import { Alert, Button, Spinner } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { careNamespace } from "../care.texts.ts";

/** Loading, or why a care screen could not load (a role without access, or no answer). */
export function LoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(careNamespace);
  if (!error) {
    return (
      <div className="ck-staff-center">
        <Spinner size="lg" label={t("loading")} />
      </div>
    );
  }
  if (error instanceof ApiError && (error.status === 403 || error.status === 401)) {
    return <Alert tone="warning">{t("forbidden")}</Alert>;
  }
  return (
    <Alert tone="error" action={<Button onClick={onRetry}>{t("retry")}</Button>}>
      {t("loadFailed")}
    </Alert>
  );
}

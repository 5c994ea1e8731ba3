import { ApiError } from "@church/contracts/client";
import { Alert, Button } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { offeringsNamespace } from "../offerings.texts.ts";

/** Why the offerings could not be shown: a role without access, a batch that is gone, or no answer. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(offeringsNamespace);
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    return <Alert tone="warning">{t("forbidden")}</Alert>;
  }
  if (error instanceof ApiError && error.status === 404) {
    return <Alert tone="error">{t("batch.notFound")}</Alert>;
  }
  return (
    <Alert tone="error" action={<Button onClick={onRetry}>{t("retry")}</Button>}>
      {t("loadFailed")}
    </Alert>
  );
}

import { signInPath } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Alert, Button } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { peopleNamespace } from "../people.texts.ts";

/** Why the people could not be shown: no session, a role without access, or no answer. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(peopleNamespace);
  const { pathname, search, hash } = useLocation();
  if (error instanceof ApiError && error.status === 401) {
    return (
      <Alert
        tone="warning"
        action={<a href={signInPath(`${pathname}${search}${hash}`)}>{t("access.signInLink")}</a>}
      >
        {t("access.signIn")}
      </Alert>
    );
  }
  if (error instanceof ApiError && error.status === 403) {
    return <Alert tone="warning">{t("access.forbidden")}</Alert>;
  }
  if (error instanceof ApiError && error.status === 404) {
    return <Alert tone="error">{t("person.notFound")}</Alert>;
  }
  return (
    <Alert tone="error" action={<Button onClick={onRetry}>{t("retry")}</Button>}>
      {t("loadFailed")}
    </Alert>
  );
}

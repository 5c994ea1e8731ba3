import { Alert, Button } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { contentNamespace } from "../content.texts.ts";

/**
 * Events sub-tab of Content Management. Events are edited in one place, the Events tab (one form, one
 * list with the repeats and RSVPs); this tab, kept from the spec, points there.
 */
export function EventsPanel({ onOpenEvents }: { onOpenEvents?: () => void }) {
  const { t } = useTranslation(contentNamespace);
  return (
    <Alert
      tone="info"
      action={
        onOpenEvents && (
          <Button size="sm" onClick={onOpenEvents}>
            {t("management.openEvents")}
          </Button>
        )
      }
    >
      {t("management.eventsMoved")}
    </Alert>
  );
}

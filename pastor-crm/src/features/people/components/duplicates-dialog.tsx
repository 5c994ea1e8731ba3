import { type DuplicatePair, mergedFields } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Badge, Button, Dialog, Spinner, toast } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDuplicates } from "../api/get-duplicates.ts";
import { useMergePeople } from "../api/merge-people.ts";
import { peopleNamespace } from "../people.texts.ts";
import { LoadError } from "./load-error.tsx";
import { personName } from "./person-name.ts";

export interface DuplicatesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const conflictField = (error: unknown) =>
  error instanceof ApiError && error.status === 409
    ? mergedFields.find((field) => error.fields?.[field] !== undefined)
    : undefined;

/**
 * Pairs of people who may be one, with why; "Merge" asks first, then keeps the pair's first person
 * (the one known longest) and merges the other into them.
 */
export function DuplicatesDialog({ open, onOpenChange }: DuplicatesDialogProps) {
  const { t } = useTranslation(peopleNamespace);
  const pairs = useDuplicates({ enabled: open });
  const merge = useMergePeople();
  const [chosen, setChosen] = useState<DuplicatePair | null>(null);

  const onMerge = async (pair: DuplicatePair) => {
    try {
      await merge.mutateAsync({ id: pair.a.id, mergeId: pair.b.id });
      toast.success(t("duplicates.merged"));
      setChosen(null);
    } catch (error) {
      const field = conflictField(error);
      toast.error(
        field && field !== "stage" && field !== "firstSeenOn" && field !== "lastSeenOn"
          ? t("duplicates.conflict", { field: t(`duplicates.fields.${field}`) })
          : t("duplicates.failed"),
      );
    }
  };

  const names = chosen ? { kept: personName(chosen.a), other: personName(chosen.b) } : null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (merge.isPending) return;
        setChosen(null);
        onOpenChange(next);
      }}
      size="lg"
      title={chosen && names ? t("duplicates.confirmTitle", names) : t("duplicates.title")}
      description={chosen && names ? t("duplicates.confirm", names) : t("duplicates.description")}
      footer={
        chosen ? (
          <>
            <Button variant="secondary" disabled={merge.isPending} onClick={() => setChosen(null)}>
              {t("duplicates.cancel")}
            </Button>
            <Button variant="danger" loading={merge.isPending} onClick={() => void onMerge(chosen)}>
              {t("duplicates.confirmButton")}
            </Button>
          </>
        ) : undefined
      }
    >
      {chosen ? null : pairs.isPending ? (
        <div className="ck-staff-center">
          <Spinner label={t("duplicates.loading")} />
        </div>
      ) : pairs.isError ? (
        <LoadError error={pairs.error} onRetry={() => void pairs.refetch()} />
      ) : pairs.data.length === 0 ? (
        <p>{t("duplicates.none")}</p>
      ) : (
        <ul className="crm-people-list" aria-label={t("duplicates.pairs")}>
          {pairs.data.map((pair) => (
            <li key={`${pair.a.id}-${pair.b.id}`} className="crm-people-row">
              <span>
                {personName(pair.a)} · {personName(pair.b)}
              </span>
              <span className="crm-people-meta">
                {pair.reasons.map((reason) => (
                  <Badge key={reason} tone="info">
                    {t(`duplicates.reasons.${reason}`)}
                  </Badge>
                ))}
              </span>
              <span className="crm-people-meta">
                {[pair.a.email ?? pair.a.phones[0], pair.b.email ?? pair.b.phones[0]]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
              <Button variant="secondary" size="sm" onClick={() => setChosen(pair)}>
                {t("duplicates.merge")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

import type { Person } from "@church/contracts";
import { Button, Card, ConfirmDialog, toast } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useDownloadPersonData, useErasePerson } from "../api/person-data.ts";
import { peopleNamespace } from "../people.texts.ts";
import { personName } from "./person-name.ts";

/** The person's data: download it all as a file, or erase them (gifts stay for the books, anonymous). */
export function PersonPrivacyCard({ person }: { person: Person }) {
  const { t } = useTranslation(peopleNamespace);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const download = useDownloadPersonData();
  const erase = useErasePerson();
  const name = personName(person);

  return (
    <Card title={t("privacy.title")}>
      <p>{t("privacy.explain")}</p>
      <div className="crm-people-actions">
        <Button
          variant="secondary"
          loading={download.isPending}
          onClick={() =>
            download.mutate(person.id, { onError: () => toast.error(t("privacy.downloadFailed")) })
          }
        >
          {t("privacy.download")}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t("privacy.erase")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("privacy.confirmTitle", { name })}
        description={t("privacy.confirmText", { name })}
        confirmLabel={t("privacy.confirm")}
        cancelLabel={t("form.cancel")}
        onConfirm={async () => {
          try {
            await erase.mutateAsync(person.id);
          } catch (error) {
            toast.error(t("privacy.eraseFailed"));
            throw error;
          }
          toast.success(t("privacy.erased", { name }));
          navigate("/admin/crm/people");
        }}
      />
    </Card>
  );
}

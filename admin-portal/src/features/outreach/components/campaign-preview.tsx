import type { CampaignInput, Language } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Alert, RadioGroup, Skeleton } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCampaignPreview } from "../api/send-campaign.ts";
import { newsletterNamespace } from "../newsletter.texts.ts";

/**
 * The e-mail as subscribers of one language will get it: the server renders the real layout and the
 * HTML is shown in a sandboxed frame (no scripts, nothing reaches the admin page).
 */
export function CampaignPreview({ campaign }: { campaign: CampaignInput }) {
  const { t } = useTranslation(newsletterNamespace);
  const [language, setLanguage] = useState<Language>("en");
  const preview = useCampaignPreview(campaign, language);
  const languageName = t(`composer.languages.${language}`);
  return (
    <section className="ap-stack" aria-label={t("composer.previewTitle", { language: languageName })}>
      <RadioGroup
        label={t("composer.previewLanguage")}
        name="preview-language"
        value={language}
        onValueChange={(value) => setLanguage(value === "sw" ? "sw" : "en")}
        options={[
          { value: "en", label: t("composer.languages.en") },
          { value: "sw", label: t("composer.languages.sw") },
        ]}
      />
      <p className="ap-muted">{t("composer.previewTitle", { language: languageName })}</p>
      {preview.isError ? (
        <Alert tone="error" title={t("loadFailed")}>
          {errorText(preview.error, "")}
        </Alert>
      ) : preview.data ? (
        <>
          <p>
            <strong>{preview.data.subject}</strong>
          </p>
          <iframe
            className="ap-mail-preview"
            title={t("composer.previewFrame")}
            sandbox=""
            srcDoc={preview.data.html}
          />
        </>
      ) : (
        <Skeleton height="20rem" />
      )}
    </section>
  );
}

import { type MediaItem, mediaUploadLimits } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Alert, Button, TextField, toast } from "@church/ui-kit";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { mediaLibraryNamespace } from "./media-library.texts.ts";
import { useSetPictureAlt } from "./media-library-api.ts";

export interface AltTextFormProps {
  item: MediaItem;
  /** The button's text ("Save description", or "Save and use" in a picker). */
  submitLabel?: string;
  onSaved?: (item: MediaItem) => void;
}

/** A picture's alt text in both languages; both are required (a form may not use it before). */
export function AltTextForm({ item, submitLabel, onSaved }: AltTextFormProps) {
  const { t } = useTranslation(mediaLibraryNamespace);
  const setAlt = useSetPictureAlt();
  const { register, handleSubmit, formState } = useForm({ values: item.alt });
  const { errors } = formState;

  const save = handleSubmit(async (alt) => {
    try {
      const saved = await setAlt.mutateAsync({ id: item.id, alt });
      toast.success(t("altSaved"));
      onSaved?.(saved);
    } catch {
      // Shown below the fields.
    }
  });

  return (
    <form
      className="ap-stack"
      // A picker opens inside another form (a portal outside it in the page, not in React's tree):
      // this form's submit must not reach that one.
      onSubmit={(event) => {
        event.stopPropagation();
        void save(event);
      }}
      noValidate
      aria-label={t("altTitle")}
    >
      <p className="ap-muted">{t("altHint")}</p>
      <TextField
        label={t("altEn")}
        required
        maxLength={mediaUploadLimits.altMaxChars}
        error={errors.en?.message}
        {...register("en", { validate: (v) => v.trim() !== "" || t("altEnRequired") })}
      />
      <TextField
        label={t("altSw")}
        lang="sw"
        required
        maxLength={mediaUploadLimits.altMaxChars}
        error={errors.sw?.message}
        {...register("sw", { validate: (v) => v.trim() !== "" || t("altSwRequired") })}
      />
      {setAlt.isError && (
        <Alert tone="error" title={t("error")}>
          {errorText(setAlt.error, t("error"))}
        </Alert>
      )}
      <div className="ap-actions">
        <Button type="submit" disabled={setAlt.isPending}>
          {submitLabel ?? t("saveAlt")}
        </Button>
      </div>
    </form>
  );
}

import { type TagInUse, tagNameInputSchema } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Alert, Button, EmptyState, Skeleton, TextField, toast } from "@church/ui-kit";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useTagNames } from "../api/get-tag-names.ts";
import { useSaveTagName } from "../api/save-tag-name.ts";
import { contentNamespace } from "../content.texts.ts";

/** One tag: its English text, how often it is used, and its Swahili name, saved on its own. */
function TagNameRow({ entry }: { entry: TagInUse }) {
  const { t } = useTranslation(contentNamespace);
  const save = useSaveTagName();
  const [nameSw, setNameSw] = useState(entry.nameSw ?? "");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = tagNameInputSchema.safeParse({ tag: entry.tag, nameSw });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(
      { tag: entry.tag, nameSw },
      {
        onSuccess: () => toast.success(t("tags.saved"), { description: `#${entry.tag}` }),
        onError: (failure) => toast.error(t("tags.saveError"), { description: errorText(failure, "") }),
      },
    );
  };

  return (
    <li className="ap-tag-name">
      <form className="ap-tag-name__form" onSubmit={submit} noValidate>
        <p className="ap-tag-name__tag">
          <span lang="en">#{entry.tag}</span>{" "}
          <span className="ap-muted">({t("tags.uses", { count: entry.uses })})</span>
        </p>
        <TextField
          label={t("tags.nameFor", { tag: entry.tag })}
          lang="sw"
          value={nameSw}
          onChange={(event) => setNameSw(event.target.value)}
          hint={entry.nameSw ? undefined : t("tags.missing")}
          error={error}
        />
        <Button
          type="submit"
          variant="secondary"
          loading={save.isPending}
          aria-label={`${t("tags.save")} #${entry.tag}`}
        >
          {t("tags.save")}
        </Button>
      </form>
    </li>
  );
}

/** The tags on the content with their Swahili names, which Swahili visitors read (decision 019). */
export function TagNamesPanel() {
  const { t } = useTranslation(contentNamespace);
  const tags = useTagNames();
  if (tags.isError)
    return (
      <Alert
        tone="error"
        title={t("common.loadFailed")}
        action={
          <Button size="sm" variant="secondary" onClick={() => void tags.refetch()}>
            {t("common.retry")}
          </Button>
        }
      >
        {errorText(tags.error, "")}
      </Alert>
    );
  if (tags.isPending) return <Skeleton height="10rem" />;
  return (
    <div className="ap-stack">
      <p>{t("tags.intro")}</p>
      {tags.data.length === 0 ? (
        <EmptyState title={t("tags.empty")} />
      ) : (
        <ul className="ap-tag-names" aria-label={t("tags.listLabel")}>
          {tags.data.map((entry) => (
            <TagNameRow key={entry.tag} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}

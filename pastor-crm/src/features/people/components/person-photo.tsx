import { type Person, personPhotoLimits } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Button, toast } from "@church/ui-kit";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useRemovePersonPhoto, useSetPersonPhoto } from "../api/person-photo.ts";
import { peopleNamespace } from "../people.texts.ts";
import { personName } from "./person-name.ts";

const initialsOf = (person: Person) =>
  [person.givenName, person.familyName]
    .filter(Boolean)
    .map((part) => part?.trim().charAt(0).toUpperCase())
    .join("");

/** The person's photo (or their initials) with add, change and remove; a phone offers its camera. */
export function PersonPhoto({ person }: { person: Person }) {
  const { t } = useTranslation(peopleNamespace);
  const input = useRef<HTMLInputElement>(null);
  const setPhoto = useSetPersonPhoto();
  const removePhoto = useRemovePersonPhoto();
  const name = personName(person);
  const busy = setPhoto.isPending || removePhoto.isPending;

  const onChosen = (file: File | undefined) => {
    if (!file) return;
    setPhoto.mutate(
      { id: person.id, file },
      {
        onSuccess: () => toast.success(t("photo.saved")),
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.status === 413
              ? t("photo.tooLarge")
              : error instanceof ApiError && error.status === 400
                ? t("photo.unreadable")
                : t("photo.failed"),
          ),
        onSettled: () => {
          if (input.current) input.current.value = "";
        },
      },
    );
  };

  return (
    <div className="crm-people-photo">
      {person.photoUrl ? (
        <img src={person.photoUrl} alt={t("photo.alt", { name })} width={96} height={96} />
      ) : (
        <span className="crm-people-initials" aria-hidden="true">
          {initialsOf(person)}
        </span>
      )}
      <div className="crm-people-photo-actions">
        <input
          ref={input}
          type="file"
          accept={personPhotoLimits.acceptedTypes.join(",")}
          hidden
          aria-label={t("photo.choose", { name })}
          onChange={(e) => onChosen(e.target.files?.[0])}
        />
        <Button
          variant="secondary"
          size="sm"
          loading={setPhoto.isPending}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {person.photoUrl ? t("photo.change") : t("photo.add")}
        </Button>
        {person.photoUrl && (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() =>
              removePhoto.mutate(person.id, {
                onSuccess: () => toast.success(t("photo.removed")),
                onError: () => toast.error(t("photo.failed")),
              })
            }
          >
            {t("photo.remove")}
          </Button>
        )}
      </div>
    </div>
  );
}

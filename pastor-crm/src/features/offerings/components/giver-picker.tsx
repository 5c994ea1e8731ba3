import { personRefName } from "@church/contracts";
import { Button, TextField } from "@church/ui-kit";
import { type KeyboardEvent, type RefObject, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useGivers } from "../api/find-givers.ts";
import { offeringsNamespace } from "../offerings.texts.ts";

export interface GiverPickerProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The chosen person; null for an anonymous gift. */
  personId: string | null;
  /** Their name when the form opens on a saved gift. */
  initialName: string | null;
  onChange: (personId: string | null) => void;
}

/**
 * Who gave: a search of the people list by any part of a name, a phone or an e-mail. Enter takes the
 * first match (the form is not sent); leaving it empty keeps the gift anonymous.
 */
export function GiverPicker({ inputRef, personId, initialName, onChange }: GiverPickerProps) {
  const { t } = useTranslation(offeringsNamespace);
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  const [chosenName, setChosenName] = useState<string | null>(initialName);
  // A short pause before asking, so each key press on a slow connection is not a request.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  // The form was reset after a save: the picker starts again, anonymous.
  useEffect(() => {
    if (personId === null) setChosenName(null);
  }, [personId]);
  const givers = useGivers(query);
  const matches = query.length >= 2 ? (givers.data?.people ?? []) : [];

  const choose = (id: string, name: string) => {
    onChange(id);
    setChosenName(name);
    setTyped("");
    setQuery("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = matches[0];
    if (event.key === "Enter" && first && query === typed.trim()) {
      event.preventDefault();
      choose(first.id, personRefName(first));
    }
  };

  if (personId && chosenName) {
    return (
      <div className="crm-offerings__giver-chosen">
        <span>{t("entry.chosen", { name: chosenName })}</span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            onChange(null);
            setChosenName(null);
            // The cursor goes back to the search, so another name can be typed at once.
            setTimeout(() => inputRef.current?.focus(), 0);
          }}
        >
          {t("entry.clear")}
        </Button>
      </div>
    );
  }
  return (
    <div className="crm-offerings__giver">
      <TextField
        ref={inputRef}
        label={t("entry.giver")}
        hint={t("entry.giverHint")}
        type="search"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {query.length >= 2 && (
        <ul className="crm-offerings__matches" aria-live="polite">
          {givers.isFetching && matches.length === 0 && <li className="crm-muted">{t("entry.searching")}</li>}
          {!givers.isFetching && matches.length === 0 && <li className="crm-muted">{t("entry.noMatch")}</li>}
          {matches.map((person) => {
            const name = personRefName(person);
            return (
              <li key={person.id}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t("entry.choose", { name })}
                  onClick={() => choose(person.id, name)}
                >
                  {name}
                  {person.phones[0] ? <span className="crm-muted"> · {person.phones[0]}</span> : null}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

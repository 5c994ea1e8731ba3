import {
  type Attendee,
  calendarDate,
  isPastorCapable,
  latestServiceDate,
  nextServiceDate,
  type ServiceAttendance,
} from "@church/contracts";
import { Alert, Badge, Button, PageHeader, Spinner, TextField, toast } from "@church/ui-kit";
import { useMutationState, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { useSession } from "../../../lib/session.ts";
import { useServiceAttendance } from "../api/get-service.ts";
import { attendanceQueryKeys } from "../api/query-keys.ts";
import { queueTap, resendStoredTaps, type Tap, type TapCallbacks } from "../api/tap-queue.ts";
import { attendanceNamespace } from "../attendance.texts.ts";
import { newId } from "../new-id.ts";
import { attendeeName, formatServiceDate, matchesSearch } from "./attendee-name.ts";
import { NewcomerDialog, type NewcomerValues } from "./newcomer-dialog.tsx";
import "./attendance.css";

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The taps on their way, the latest per person (what the screen shows until the server has it). */
function usePendingTaps(date: string): Map<string, Tap> {
  const taps = useMutationState({
    filters: { mutationKey: attendanceQueryKeys.taps(date), status: "pending" },
    select: (mutation) => mutation.state.variables as Tap,
  });
  return useMemo(() => new Map(taps.map((tap) => [tap.personId, tap])), [taps]);
}

/** The list as it stands on this phone: the server's, with the taps still on their way over it. */
function shownPeople(list: ServiceAttendance | undefined, pending: Map<string, Tap>): Attendee[] {
  const people = (list?.people ?? []).map((p) => {
    const tap = pending.get(p.id);
    return tap ? { ...p, present: tap.present } : p;
  });
  const known = new Set(people.map((p) => p.id));
  for (const tap of pending.values()) {
    if (!tap.newcomer || known.has(tap.personId)) continue;
    people.push({
      id: tap.personId,
      givenName: tap.newcomer.givenName,
      familyName: tap.newcomer.familyName ?? null,
      knownAs: null,
      household: null,
      recentServices: 0,
      present: true,
    });
  }
  return people;
}

/** Consecutive people of one household (the list comes households together). */
function groupsOf(people: Attendee[]): Array<{ key: string; name: string | null; people: Attendee[] }> {
  const groups: Array<{ key: string; name: string | null; people: Attendee[] }> = [];
  for (const person of people) {
    const key = person.household?.id ?? person.id;
    const last = groups.at(-1);
    if (last && last.key === key) last.people.push(person);
    else groups.push({ key, name: person.household?.name ?? null, people: [person] });
  }
  return groups;
}

/**
 * /admin/crm/attendance: on a phone at the door, the people of the meeting (households together, the
 * most regular first); a tap marks someone present and another tap undoes it. Every tap is its own
 * request, sent at once and again until it is saved; taps from other phones arrive every few seconds.
 */
export function AttendanceScreen() {
  const { t, i18n } = useTranslation(attendanceNamespace);
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const today = calendarDate(new Date());
  const asked = params.get("date") ?? "";
  const date = isoDatePattern.test(asked) ? asked : nextServiceDate(today);

  if (session.isPending) {
    return (
      <div className="ck-staff-center">
        <Spinner size="lg" />
      </div>
    );
  }
  const role = session.data?.role;
  if (!role) {
    return (
      <main className="crm-attendance">
        <Alert tone="warning" action={<a href="/admin-login">{t("signInLink")}</a>}>
          {t("signIn")}
        </Alert>
      </main>
    );
  }
  if (!isPastorCapable(role) && role !== "usher") {
    return (
      <main className="crm-attendance">
        <Alert tone="warning">{t("forbidden")}</Alert>
      </main>
    );
  }
  return (
    <ServiceList
      key={date}
      date={date}
      today={today}
      language={i18n.resolvedLanguage ?? i18n.language}
      showReports={isPastorCapable(role)}
      onDate={(next) => setParams(isoDatePattern.test(next) ? { date: next } : {})}
    />
  );
}

interface ServiceListProps {
  date: string;
  today: string;
  language: string;
  showReports: boolean;
  onDate: (date: string) => void;
}

function ServiceList({ date, today, language, showReports, onDate }: ServiceListProps) {
  const { t } = useTranslation(attendanceNamespace);
  const queryClient = useQueryClient();
  const list = useServiceAttendance(date);
  const pending = usePendingTaps(date);
  const [typed, setTyped] = useState("");
  const [adding, setAdding] = useState(false);

  const callbacks = useMemo<TapCallbacks>(
    () => ({
      onRefused: (tap) =>
        toast.error(t("saveFailed", { name: tap.newcomer?.givenName ?? nameOf(tap.personId) })),
    }),
    // nameOf reads the cache when called; the texts are the only dependency that changes.
    [t],
  );
  const nameOf = (personId: string) => {
    const person = queryClient
      .getQueryData<ServiceAttendance>(attendanceQueryKeys.service(date))
      ?.people.find((p) => p.id === personId);
    return person ? attendeeName(person) : "";
  };

  // Taps this phone kept over a reload go out again.
  useEffect(() => resendStoredTaps(queryClient, date, callbacks), [queryClient, date, callbacks]);

  const people = shownPeople(list.data, pending);
  const count = people.filter((p) => p.present).length;
  const visible = people.filter((p) => matchesSearch(p, typed));
  const groups = groupsOf(visible);
  const tap = (person: Attendee) =>
    queueTap(queryClient, { date, personId: person.id, present: !person.present }, callbacks);
  const addNewcomer = (values: NewcomerValues) => {
    queueTap(
      queryClient,
      {
        date,
        personId: newId(),
        present: true,
        newcomer: {
          givenName: values.givenName,
          familyName: values.familyName || null,
          phone: values.phone || null,
          language: language === "sw" ? "sw" : "en",
        },
      },
      callbacks,
    );
    toast.success(t("newcomer.added", { name: values.givenName }));
    setTyped("");
  };

  const heading =
    nextServiceDate(date) === date
      ? t("serviceOn", { date: formatServiceDate(date, language, false) })
      : t("otherDay", { date: formatServiceDate(date, language) });

  return (
    <main className="crm-attendance">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          showReports ? (
            <Button asChild variant="secondary">
              <Link to="/admin/crm/attendance/reports">{t("reportsLink")}</Link>
            </Button>
          ) : undefined
        }
      />
      <div className="crm-attendance__service">
        <TextField
          label={t("service")}
          type="date"
          value={date}
          max={latestServiceDate(today)}
          onChange={(event) => onDate(event.target.value)}
        />
        <p className="crm-attendance__heading">{heading}</p>
      </div>

      <div className="crm-attendance__bar">
        <output className="crm-attendance__count" aria-live="polite">
          {t("present", { count })}
        </output>
        <Button onClick={() => setAdding(true)}>{t("newcomer.open")}</Button>
      </div>
      {pending.size > 0 && (
        <Alert tone="info" className="crm-attendance__pending">
          {t("pending", { count: pending.size })}
        </Alert>
      )}

      <TextField
        label={t("search")}
        placeholder={t("searchPlaceholder")}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
      />

      {list.isPending && <Spinner size="lg" />}
      {list.isError && (
        <Alert tone="error" action={<Button onClick={() => void list.refetch()}>{t("retry")}</Button>}>
          {t("loadFailed")}
        </Alert>
      )}
      {list.isSuccess && visible.length === 0 && (
        <p className="crm-attendance__empty">{people.length === 0 ? t("empty") : t("noMatch")}</p>
      )}
      <div className="crm-attendance__groups">
        {groups.map((group) => (
          <section key={group.key} className="crm-attendance__group" aria-label={group.name ?? undefined}>
            {group.name && <h2 className="crm-attendance__household">{group.name}</h2>}
            <ul className="crm-attendance__people">
              {group.people.map((person) => {
                const name = attendeeName(person);
                const unsaved = pending.has(person.id);
                return (
                  <li key={person.id}>
                    <button
                      type="button"
                      className="crm-attendance__person"
                      aria-pressed={person.present}
                      aria-label={name}
                      onClick={() => tap(person)}
                    >
                      <span className="crm-attendance__check" aria-hidden="true">
                        {person.present ? "✓" : ""}
                      </span>
                      <span className="crm-attendance__name">{name}</span>
                      {unsaved && <Badge tone="warning">{t("notSaved")}</Badge>}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      <p className="crm-attendance__live">{t("live")}</p>
      <NewcomerDialog open={adding} onOpenChange={setAdding} onAdd={addNewcomer} />
    </main>
  );
}

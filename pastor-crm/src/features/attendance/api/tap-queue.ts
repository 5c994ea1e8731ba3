import { type Attendee, type NewcomerFormValues, routes, type ServiceAttendance } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { MutationObserver, type QueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { attendanceQueryKeys } from "./query-keys.ts";

/**
 * One tap: a person marked present (or not) at a service, or a newcomer added and marked. Each is one
 * request, sent at once; the screen shows it as done before the answer comes (the taps still pending
 * are read from the mutation cache), marked "not saved yet" until it does.
 */
export interface Tap {
  date: string;
  personId: string;
  present: boolean;
  /** A newcomer's name (and phone); their id is `personId`, made here so a retry adds no one twice. */
  newcomer?: Omit<NewcomerFormValues, "id">;
}

type TapResult = { person: Attendee | null; present: boolean };

/** Kept in the browser until the server has it, so a reload (or a dead battery) loses no tap. */
const STORAGE_KEY = "church.attendance.unsaved";

function readStored(): Tap[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as Tap[]) : [];
  } catch {
    return [];
  }
}

function writeStored(taps: Tap[]) {
  try {
    if (taps.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(taps));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or refused (private mode): the tap is still sent, only not kept over a reload.
  }
}

const samePerson = (a: Tap, b: Tap) => a.date === b.date && a.personId === b.personId;

/** The taps of a service not yet saved, as the browser kept them. */
export const storedTaps = (date: string): Tap[] => readStored().filter((t) => t.date === date);

/**
 * Network failures, time-outs, a busy or failing server: worth sending again (a tap is idempotent).
 * A refusal (400, 403, 404) will not change.
 */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

async function sendTap(tap: Tap): Promise<TapResult> {
  const params = { date: tap.date, personId: tap.personId };
  if (tap.newcomer) {
    const { person } = await api.call(routes.attendance.addNewcomer, {
      params: { date: tap.date },
      body: { ...tap.newcomer, id: tap.personId },
    });
    return { person, present: true };
  }
  const result = await api.call(tap.present ? routes.attendance.mark : routes.attendance.unmark, { params });
  return { person: null, present: result.present };
}

/** The saved state into the list (the newcomer's row as the server wrote it). */
function saved(queryClient: QueryClient, tap: Tap, result: TapResult) {
  queryClient.setQueryData<ServiceAttendance>(attendanceQueryKeys.service(tap.date), (list) => {
    if (!list) return list;
    const known = list.people.some((p) => p.id === tap.personId);
    const people = known
      ? list.people.map((p) => (p.id === tap.personId ? { ...p, present: result.present } : p))
      : result.person
        ? [...list.people, result.person]
        : list.people;
    return { ...list, people };
  });
}

export interface TapCallbacks {
  /** A tap the server refused (not a connection problem): it is dropped and the list reloaded. */
  onRefused?: (tap: Tap, error: unknown) => void;
}

/**
 * Sends a tap. The taps of one person at one service go one after the other (their scope), so "present,
 * then undo" never arrives as "undo, then present"; taps of different people go side by side. Offline,
 * they wait and go when the connection is back; failing, they are sent again with a growing pause.
 */
export function queueTap(queryClient: QueryClient, tap: Tap, callbacks: TapCallbacks = {}): void {
  writeStored([...readStored().filter((t) => !samePerson(t, tap)), tap]);
  const observer = new MutationObserver<TapResult, unknown, Tap>(queryClient, {
    mutationKey: attendanceQueryKeys.taps(tap.date),
    mutationFn: sendTap,
    scope: { id: `attendance:${tap.date}:${tap.personId}` },
    retry: (failures, error) => worthRetrying(error) && failures < 1000,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 10_000),
    onSuccess: (result, sent) => saved(queryClient, sent, result),
    onError: (error, sent) => {
      callbacks.onRefused?.(sent, error);
      void queryClient.invalidateQueries({ queryKey: attendanceQueryKeys.service(sent.date) });
    },
    onSettled: (_result, _error, sent) => {
      // Forgotten only if no later tap of the same person replaced it meanwhile.
      writeStored(
        readStored().filter(
          (t) => !(samePerson(t, sent) && t.present === sent.present && !!t.newcomer === !!sent.newcomer),
        ),
      );
    },
  });
  observer.mutate(tap).catch(() => {
    // Reported through onError; nothing else waits on this promise.
  });
}

/** Ids of the people whose taps at a service are on the way. */
export function pendingPersonIds(queryClient: QueryClient, date: string): Set<string> {
  return new Set(
    queryClient
      .getMutationCache()
      .findAll({ mutationKey: attendanceQueryKeys.taps(date), status: "pending" })
      .map((m) => (m.state.variables as Tap).personId),
  );
}

/** After a reload: the taps the browser kept are sent again (unless already on their way). */
export function resendStoredTaps(queryClient: QueryClient, date: string, callbacks: TapCallbacks = {}): void {
  const pending = pendingPersonIds(queryClient, date);
  for (const tap of storedTaps(date)) if (!pending.has(tap.personId)) queueTap(queryClient, tap, callbacks);
}

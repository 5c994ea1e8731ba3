import { z } from "zod";
import { idSchema } from "../common/primitives.ts";
import { personDetailSchema, personSchema } from "./people.schema.ts";

/**
 * Possible duplicates and merging them (issue #27 item 3). Why two people may be one:
 * - `email`: the same e-mail in any letter case;
 * - `phone`: a phone number (E.164) they share;
 * - `name_household` / `name_address`: a similar name (same family name, and given names or names gone
 *   by equal or one the start of the other, ignoring case and accents: "Peggy"/"peggy", "Jo"/"Joseph")
 *   in the same household, or at the same address (first line, city and country).
 */
export const duplicateReasons = ["email", "phone", "name_household", "name_address"] as const;
export const duplicateReasonSchema = z.enum(duplicateReasons);
export type DuplicateReason = z.infer<typeof duplicateReasonSchema>;

export const duplicatePairSchema = z.object({
  /** The one created first: merging into it is the likely choice. */
  a: personSchema,
  b: personSchema,
  reasons: z.array(duplicateReasonSchema).min(1),
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

export const duplicatesResponseSchema = z.object({ pairs: z.array(duplicatePairSchema) });
export type DuplicatesResponse = z.infer<typeof duplicatesResponseSchema>;

export const mergeMessages = {
  self: "A person cannot be merged into themselves",
  /** Both people hold a different value for a field that has one: merging would lose one of them. */
  conflict: "Both people have a different value here: make them the same (or empty one) first",
  tooManyPhones: "Together they have more than 5 phone numbers: remove some first",
} as const;

export const mergeInputSchema = z.object({
  /** The person merged into `:id` (kept); they are deleted once everything is moved. */
  mergeId: idSchema,
});
export type MergeInput = z.infer<typeof mergeInputSchema>;

/** The fields the kept person took from the merged one. */
export const mergedFields = [
  "familyName",
  "knownAs",
  "email",
  "phones",
  "address",
  "birthday",
  "anniversary",
  "gender",
  "stage",
  "firstSeenOn",
  "lastSeenOn",
  "photo",
] as const;
export const mergedFieldSchema = z.enum(mergedFields);

export const mergeResponseSchema = personDetailSchema.extend({
  merge: z.object({
    mergedId: idSchema,
    fieldsTaken: z.array(mergedFieldSchema),
    /** Both lived in a household: the kept person's stays, the merged person's is left (named here). */
    householdLeft: z.object({ id: idSchema, name: z.string() }).nullable(),
  }),
});
export type MergeResponse = z.infer<typeof mergeResponseSchema>;

/** What the duplicate finder needs of a person. */
export interface DuplicateCandidate {
  id: string;
  givenName: string;
  familyName: string | null;
  knownAs: string | null;
  email: string | null;
  phones: readonly string[];
  address: { line1: string | null; city: string | null; country: string } | null;
  householdId: string | null;
}

/** Lower case without accents or spaces at the ends: "Wánjiru " -> "wanjiru". */
export const foldedText = (text: string | null) =>
  (text ?? "").normalize("NFD").replace(/\p{M}/gu, "").trim().toLowerCase();

const startsEither = (x: string, y: string) => x !== "" && y !== "" && (x.startsWith(y) || y.startsWith(x));

/** Same family name (both present) and a given name or a name gone by equal or one the start of the other. */
export function similarNames(p: DuplicateCandidate, q: DuplicateCandidate): boolean {
  const family = foldedText(p.familyName);
  if (family === "" || family !== foldedText(q.familyName)) return false;
  const names = (c: DuplicateCandidate) => [foldedText(c.givenName), foldedText(c.knownAs)].filter(Boolean);
  return names(p).some((x) => names(q).some((y) => startsEither(x, y)));
}

const addressKey = (a: DuplicateCandidate["address"]) =>
  a?.line1 ? [foldedText(a.line1), foldedText(a.city), a.country.toUpperCase()].join("|") : null;

/**
 * Every pair of possible duplicates with its reasons, by grouping on each key (e-mail, phone,
 * household, address) and comparing inside a group only: linear in the people but for the groups.
 */
export function findDuplicates(
  candidates: readonly DuplicateCandidate[],
): { aId: string; bId: string; reasons: DuplicateReason[] }[] {
  const pairs = new Map<string, { aId: string; bId: string; reasons: DuplicateReason[] }>();
  const order = new Map(candidates.map((c, i) => [c.id, i]));
  const add = (p: DuplicateCandidate, q: DuplicateCandidate, reason: DuplicateReason) => {
    const [a, b] = (order.get(p.id) ?? 0) < (order.get(q.id) ?? 0) ? [p, q] : [q, p];
    const key = `${a.id}|${b.id}`;
    const pair = pairs.get(key) ?? { aId: a.id, bId: b.id, reasons: [] };
    if (!pair.reasons.includes(reason)) pair.reasons.push(reason);
    pairs.set(key, pair);
  };
  const groupBy = (keysOf: (c: DuplicateCandidate) => (string | null)[]) => {
    const groups = new Map<string, DuplicateCandidate[]>();
    for (const c of candidates) {
      for (const key of new Set(keysOf(c))) {
        if (key) groups.set(key, [...(groups.get(key) ?? []), c]);
      }
    }
    return [...groups.values()].filter((g) => g.length > 1);
  };
  const eachPair = (
    group: DuplicateCandidate[],
    visit: (p: DuplicateCandidate, q: DuplicateCandidate) => void,
  ) => {
    group.forEach((p, i) => {
      for (const q of group.slice(i + 1)) visit(p, q);
    });
  };
  for (const g of groupBy((c) => [c.email ? c.email.toLowerCase() : null]))
    eachPair(g, (p, q) => add(p, q, "email"));
  for (const g of groupBy((c) => [...c.phones])) eachPair(g, (p, q) => add(p, q, "phone"));
  for (const g of groupBy((c) => [c.householdId])) {
    eachPair(g, (p, q) => similarNames(p, q) && add(p, q, "name_household"));
  }
  for (const g of groupBy((c) => [addressKey(c.address)])) {
    eachPair(g, (p, q) => similarNames(p, q) && add(p, q, "name_address"));
  }
  return [...pairs.values()];
}

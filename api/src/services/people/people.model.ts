import type { Anniversary, Birthday, Person, PersonInput, PersonRef } from "@church/contracts";
import type { householdMembers, households, people } from "../../db/schema.ts";

export type PersonRow = typeof people.$inferSelect;
export type HouseholdRow = typeof households.$inferSelect;
export type MemberRow = typeof householdMembers.$inferSelect;

/**
 * The text the people list searches with ILIKE: every name part, the e-mail and each phone's digits
 * ("+254 712..." as "254712..."), lower case. Written with every change of the row, here only.
 */
export function searchTextOf(p: {
  givenName: string;
  familyName: string | null;
  knownAs: string | null;
  email: string | null;
  phones: readonly string[];
}): string {
  return [p.givenName, p.familyName, p.knownAs, p.email, ...p.phones.map((n) => n.replace(/\D/g, ""))]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
}

const birthdayOf = (row: PersonRow): Birthday | null =>
  row.birthMonth !== null && row.birthDay !== null
    ? { month: row.birthMonth, day: row.birthDay, year: row.birthYear }
    : null;

const anniversaryOf = (row: PersonRow): Anniversary | null =>
  row.anniversaryMonth !== null && row.anniversaryDay !== null
    ? { month: row.anniversaryMonth, day: row.anniversaryDay, year: row.anniversaryYear }
    : null;

export const toPersonRef = (row: PersonRow): PersonRef => ({
  id: row.id,
  givenName: row.givenName,
  familyName: row.familyName,
  knownAs: row.knownAs,
  stage: row.stage,
});

export function toPerson(
  row: PersonRow,
  membership: { household: HouseholdRow; member: MemberRow } | null,
): Person {
  return {
    id: row.id,
    givenName: row.givenName,
    familyName: row.familyName,
    knownAs: row.knownAs,
    language: row.language,
    phones: row.phones,
    email: row.email,
    address: row.address ?? null,
    birthday: birthdayOf(row),
    anniversary: anniversaryOf(row),
    gender: row.gender,
    stage: row.stage,
    firstSeenOn: row.firstSeenOn,
    lastSeenOn: row.lastSeenOn,
    // The key is new with every photo, so its tail makes a new address for a changed photo.
    photoUrl: row.photoKey ? `/api/crm/people/${row.id}/photo?v=${row.photoKey.slice(-13, -5)}` : null,
    household: membership
      ? {
          id: membership.household.id,
          name: membership.household.name,
          role: membership.member.role,
          isContact: membership.member.isContact,
        }
      : null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A person's input as table columns. */
export const toPersonColumns = (input: PersonInput) => ({
  givenName: input.givenName,
  familyName: input.familyName,
  knownAs: input.knownAs,
  language: input.language,
  phones: input.phones,
  email: input.email,
  address: input.address,
  birthMonth: input.birthday?.month ?? null,
  birthDay: input.birthday?.day ?? null,
  birthYear: input.birthday?.year ?? null,
  anniversaryMonth: input.anniversary?.month ?? null,
  anniversaryDay: input.anniversary?.day ?? null,
  anniversaryYear: input.anniversary?.year ?? null,
  gender: input.gender,
  stage: input.stage,
  firstSeenOn: input.firstSeenOn,
  lastSeenOn: input.lastSeenOn,
  search: searchTextOf(input),
});

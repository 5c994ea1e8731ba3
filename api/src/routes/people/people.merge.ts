import {
  type DuplicateCandidate,
  type endpoints,
  findDuplicates,
  foldedText,
  type MembershipStage,
  type mergedFields,
  mergeMessages,
  type PostalAddress,
  peopleMessages,
} from "@church/contracts";
import { asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import {
  followUps,
  householdMembers,
  households,
  offeringEntries,
  pastoralNotes,
  pastoralVisits,
  people,
  personRelationships,
  personTimeline,
} from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { moveAttendance } from "../../services/attendance/attendance.ts";
import { recordAudit } from "../../services/audit/audit.ts";
import { type PersonRow, searchTextOf } from "../../services/people/people.model.ts";
import { personDetail, withHouseholds } from "./people.queries.ts";

type MergedField = (typeof mergedFields)[number];

/** member > attender > visitor; former only when both are. */
const commitment: Record<MembershipStage, number> = { former: 0, visitor: 1, attender: 2, member: 3 };

const addressText = (a: PostalAddress) =>
  [a.line1, a.line2, a.city, a.region, a.postalCode, a.country].map(foldedText).join("|");

const refuse = (field: string) =>
  conflict(`Cannot merge: both people have a different ${field}`, { [field]: mergeMessages.conflict });

type YearlyColumns = { month: number | null; day: number | null; year: number | null };

/**
 * The kept person's columns after taking the merged person's: an empty field is filled, phones are
 * joined, first seen is the earlier and last seen the later day, the stage the more committed. Where
 * both hold different values for a field that has one value (family name, name gone by, e-mail,
 * address, birthday, anniversary, gender) it refuses (409 naming the field) rather than drop one: the pastor makes
 * them agree first. The given name and language are the kept person's.
 */
export function mergedColumns(kept: PersonRow, other: PersonRow) {
  const taken: MergedField[] = [];
  const single = <T>(field: MergedField, mine: T | null, theirs: T | null, same: (x: T, y: T) => boolean) => {
    if (theirs === null) return mine;
    if (mine === null) {
      taken.push(field);
      return theirs;
    }
    if (!same(mine, theirs)) throw refuse(field);
    return mine;
  };
  const text = (x: string, y: string) => foldedText(x) === foldedText(y);
  const familyName = single("familyName", kept.familyName, other.familyName, text);
  const knownAs = single("knownAs", kept.knownAs, other.knownAs, text);
  const email = single("email", kept.email, other.email, text);
  const address = single("address", kept.address ?? null, other.address ?? null, (x, y) => {
    return addressText(x) === addressText(y);
  });
  const gender = single("gender", kept.gender, other.gender, (x, y) => x === y);

  // A birthday or anniversary: the same day, a year known on one side only is taken.
  const yearlyDay = (field: "birthday" | "anniversary", pick: (p: PersonRow) => YearlyColumns) => {
    const [mine, theirs] = [pick(kept), pick(other)];
    const dayOf = (d: YearlyColumns) => (d.month === null ? null : { month: d.month, day: d.day });
    const day = single(field, dayOf(mine), dayOf(theirs), (x, y) => x.month === y.month && x.day === y.day);
    let year = mine.year;
    if (theirs.year !== null && mine.year !== null && theirs.year !== mine.year) throw refuse(field);
    if (year === null && theirs.year !== null) {
      year = theirs.year;
      if (!taken.includes(field)) taken.push(field);
    }
    return { month: day?.month ?? null, day: day?.day ?? null, year };
  };
  const birth = yearlyDay("birthday", (p) => ({ month: p.birthMonth, day: p.birthDay, year: p.birthYear }));
  const wedding = yearlyDay("anniversary", (p) => ({
    month: p.anniversaryMonth,
    day: p.anniversaryDay,
    year: p.anniversaryYear,
  }));

  const phones = [...kept.phones, ...other.phones.filter((n) => !kept.phones.includes(n))];
  if (phones.length > 5) throw conflict(mergeMessages.tooManyPhones, { phones: mergeMessages.tooManyPhones });
  if (phones.length > kept.phones.length) taken.push("phones");

  let stage = kept.stage;
  if (commitment[other.stage] > commitment[kept.stage]) {
    stage = other.stage;
    taken.push("stage");
  }
  let firstSeenOn = kept.firstSeenOn;
  if (other.firstSeenOn && (!firstSeenOn || other.firstSeenOn < firstSeenOn)) {
    firstSeenOn = other.firstSeenOn;
    taken.push("firstSeenOn");
  }
  let lastSeenOn = kept.lastSeenOn;
  if (other.lastSeenOn && (!lastSeenOn || other.lastSeenOn > lastSeenOn)) {
    lastSeenOn = other.lastSeenOn;
    taken.push("lastSeenOn");
  }
  // Two photos are not a conflict: the kept person's stays (the other's file is removed after).
  let photoKey = kept.photoKey;
  if (!photoKey && other.photoKey) {
    photoKey = other.photoKey;
    taken.push("photo");
  }

  const columns = {
    familyName,
    knownAs,
    email,
    phones,
    address,
    birthMonth: birth.month,
    birthDay: birth.day,
    birthYear: birth.year,
    anniversaryMonth: wedding.month,
    anniversaryDay: wedding.day,
    anniversaryYear: wedding.year,
    gender,
    stage,
    firstSeenOn,
    lastSeenOn,
    photoKey,
    search: searchTextOf({ givenName: kept.givenName, familyName, knownAs, email, phones }),
  };
  return { columns, fieldsTaken: taken };
}

export function createMergeHandlers({ db, storage }: AppDeps) {
  const duplicates: Handler<typeof endpoints.people.duplicates> = async () => {
    const rows = await db
      .select()
      .from(people)
      .where(isNull(people.archivedAt))
      .orderBy(asc(people.createdAt), asc(people.id));
    const memberships = await db
      .select({ personId: householdMembers.personId, householdId: householdMembers.householdId })
      .from(householdMembers);
    const householdOf = new Map(memberships.map((m) => [m.personId, m.householdId]));
    const candidates: DuplicateCandidate[] = rows.map((r) => ({
      ...r,
      address: r.address ?? null,
      householdId: householdOf.get(r.id) ?? null,
    }));
    const found = findDuplicates(candidates);
    const involved = new Set(found.flatMap((p) => [p.aId, p.bId]));
    const byId = new Map(
      (
        await withHouseholds(
          db,
          rows.filter((r) => involved.has(r.id)),
        )
      ).map((p) => [p.id, p]),
    );
    return {
      pairs: found.flatMap(({ aId, bId, reasons }) => {
        const a = byId.get(aId);
        const b = byId.get(bId);
        return a && b ? [{ a, b, reasons }] : [];
      }),
    };
  };

  const merge: Handler<typeof endpoints.people.merge> = async ({ params, body, user }) => {
    if (params.id === body.mergeId) throw badRequest(mergeMessages.self, { mergeId: mergeMessages.self });
    const result = await db.transaction(async (tx) => {
      // Locked, so a link or an edit running at the same time waits for the merge.
      const [kept] = await tx.select().from(people).where(eq(people.id, params.id)).for("update");
      if (!kept) throw notFound(peopleMessages.notFound);
      const [other] = await tx.select().from(people).where(eq(people.id, body.mergeId)).for("update");
      if (!other) throw badRequest(peopleMessages.notFound, { mergeId: peopleMessages.notFound });
      const { columns, fieldsTaken } = mergedColumns(kept, other);

      const homes = await tx
        .select({ personId: householdMembers.personId, id: households.id, name: households.name })
        .from(householdMembers)
        .innerJoin(households, eq(households.id, householdMembers.householdId))
        .where(inArray(householdMembers.personId, [kept.id, other.id]));
      const keptHome = homes.find((h) => h.personId === kept.id);
      const otherHome = homes.find((h) => h.personId === other.id);
      if (otherHome && !keptHome) {
        await tx
          .update(householdMembers)
          .set({ personId: kept.id })
          .where(eq(householdMembers.personId, other.id));
      }
      // Both in a household: the kept person's stays; the other's membership goes with them.
      const householdLeft =
        otherHome && keptHome && otherHome.id !== keptHome.id
          ? { id: otherHome.id, name: otherHome.name }
          : null;

      // The unique key is (kind, ref_id): one entry per action, so moving an entry cannot collide.
      const timeline = await tx
        .update(personTimeline)
        .set({ personId: kept.id })
        .where(eq(personTimeline.personId, other.id))
        .returning({ id: personTimeline.id });
      // Their visits and pastoral notes go with them too (deleting the other would cascade them away).
      await tx.update(pastoralVisits).set({ personId: kept.id }).where(eq(pastoralVisits.personId, other.id));
      await tx.update(pastoralNotes).set({ personId: kept.id }).where(eq(pastoralNotes.personId, other.id));

      // Gifts handed in at the services go with the giver (their statement stays whole).
      await tx
        .update(offeringEntries)
        .set({ personId: kept.id })
        .where(eq(offeringEntries.personId, other.id));

      const relations = await tx
        .delete(personRelationships)
        .where(
          or(eq(personRelationships.fromPersonId, other.id), eq(personRelationships.toPersonId, other.id)),
        )
        .returning();
      const repointed = relations.flatMap((r) => {
        const from = r.fromPersonId === other.id ? kept.id : r.fromPersonId;
        const to = r.toPersonId === other.id ? kept.id : r.toPersonId;
        // A relation between the two becomes one to oneself: dropped.
        if (from === to) return [];
        // Symmetric kinds are kept once per pair, the smaller id first (as when added).
        const [fromPersonId = from, toPersonId = to] = r.kind === "parent" ? [from, to] : [from, to].sort();
        return [{ fromPersonId, toPersonId, kind: r.kind, createdAt: r.createdAt }];
      });
      // One the kept person already has is a duplicate: the unique key drops it.
      const moved = repointed.length
        ? await tx
            .insert(personRelationships)
            .values(repointed)
            .onConflictDoNothing()
            .returning({ id: personRelationships.id })
        : [];

      // One follow-up per person: the other's moves over only when the kept person has none.
      await tx.execute(
        sql`update ${followUps} set person_id = ${kept.id} where person_id = ${other.id} and not exists (select 1 from ${followUps} f where f.person_id = ${kept.id})`,
      );
      await moveAttendance(tx, other.id, kept.id);
      await tx.update(people).set(columns).where(eq(people.id, kept.id));
      // Deleted, not archived: nothing points at them any more, and an archived copy would keep their
      // e-mail and phones a second time. The audit entry keeps both ids.
      await tx.delete(people).where(eq(people.id, other.id));
      await recordAudit(tx, {
        actor: user,
        action: "person.merge",
        entityType: "person",
        entityId: kept.id,
        before: { keptId: kept.id, mergedId: other.id },
        after: {
          keptId: kept.id,
          fieldsTaken,
          timelineMoved: timeline.length,
          relationshipsMoved: moved.length,
          household: otherHome ? (keptHome ? "kept" : "taken") : "none",
        },
      });
      const unusedPhoto = other.photoKey && other.photoKey !== columns.photoKey ? other.photoKey : null;
      return { fieldsTaken, householdLeft, unusedPhoto };
    });
    const { unusedPhoto, ...merged } = result;
    // After the commit: a merge that fails keeps both photos.
    if (unusedPhoto) await storage.remove(unusedPhoto);
    return { ...(await personDetail(db, params.id)), merge: { mergedId: body.mergeId, ...merged } };
  };

  return { duplicates, merge };
}

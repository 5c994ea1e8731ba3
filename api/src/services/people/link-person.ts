import { type Language, type TimelineKind, toE164 } from "@church/contracts";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { people, personTimeline } from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import { insertPerson } from "./insert-person.ts";
import { type PersonRow, searchTextOf } from "./people.model.ts";

/** Who is behind a public action, as they wrote it in the form. */
export interface PublicContact {
  email?: string | null;
  /** As typed; read as a US number when it has no country code (the church's country). */
  phone?: string | null;
  name?: string | null;
  language?: Language | null;
  /**
   * The action this one belongs to (a text consent's RSVP): its person is the one, whatever the
   * e-mail and phone say, so a consent never makes a second person out of the RSVP's visitor.
   */
  sameAs?: { kind: TimelineKind; refId: string } | null;
}

/** The timeline entry: the row of the action and a summary without its message or amount. */
export interface TimelineRef {
  kind: TimelineKind;
  refId: string;
  summary: string;
  occurredAt?: Date;
}

/** "Amina Njeri Otieno": the first word is the given name, the rest the family name. */
function splitName(name: string | null | undefined): { givenName: string; familyName: string | null } {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const [given, ...rest] = words;
  return { givenName: given ?? "", familyName: rest.length ? rest.join(" ") : null };
}

async function personOfEntry(tx: Db, entry: PublicContact["sameAs"]): Promise<PersonRow | undefined> {
  if (!entry) return undefined;
  const [row] = await tx
    .select({ person: people })
    .from(personTimeline)
    .innerJoin(people, eq(people.id, personTimeline.personId))
    .where(and(eq(personTimeline.kind, entry.kind), eq(personTimeline.refId, entry.refId)));
  return row?.person;
}

async function findPerson(
  tx: Db,
  email: string | null,
  phone: string | null,
): Promise<PersonRow | undefined> {
  // E-mail first: it is what every public form asks for; the phone only when no e-mail matches.
  // Archived people are left out: the pastor set them aside, and a returning person shows up anew.
  for (const match of [
    email ? sql`lower(${people.email}) = lower(${email})` : null,
    phone ? sql`${phone} = any(${people.phones})` : null,
  ]) {
    if (!match) continue;
    const [row] = await tx
      .select()
      .from(people)
      .where(and(match, isNull(people.archivedAt)))
      .orderBy(asc(people.createdAt), asc(people.id))
      .limit(1);
    if (row) return row;
  }
  return undefined;
}

/**
 * Finds the person behind a public action by e-mail (any letter case) or phone (E.164), or creates
 * them as a visitor, and adds the action to their timeline. Runs in the action's transaction, so an
 * action that rolls back leaves no person and no entry. A known person gains the e-mail or phone they
 * had none of (never a second one: a form may carry someone else's number) and is seen today.
 * Returns the person's id, or null when the action carries neither e-mail nor a valid phone.
 */
export async function linkPerson(tx: Db, contact: PublicContact, entry: TimelineRef): Promise<string | null> {
  const email = contact.email?.trim() || null;
  const phone = contact.phone ? toE164(contact.phone) : null;
  if (!email && !phone) return null;
  const today = churchToday();
  let person = await personOfEntry(tx, contact.sameAs);
  if (!person) {
    // Two first actions of the same new person at once would each create them: one waits for the
    // other. E-mail before phone, always, so two waiting actions never hold each other's key. (A
    // consent joining its RSVP's person above takes no key: the RSVP's transaction holds them.)
    for (const key of [email?.toLowerCase(), phone]) {
      if (key) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`person:${key}`}))`);
    }
    person = await findPerson(tx, email, phone);
  }
  if (person) {
    const next = {
      email: person.email ?? email,
      phones: person.phones.length === 0 && phone ? [phone] : person.phones,
    };
    [person] = await tx
      .update(people)
      .set({
        ...next,
        search: searchTextOf({ ...person, ...next }),
        lastSeenOn: sql`greatest(${people.lastSeenOn}, ${today}::date)`,
        firstSeenOn: sql`coalesce(${people.firstSeenOn}, ${today}::date)`,
      })
      .where(sql`${people.id} = ${person.id}`)
      .returning();
  } else {
    const { givenName, familyName } = splitName(contact.name);
    const fields = {
      // A text consent carries only a number: the person is named by it until the pastor knows more.
      givenName: givenName || email?.split("@")[0] || phone || "",
      familyName,
      knownAs: null,
      email,
      phones: phone ? [phone] : [],
    };
    // A first contact: the new visitor's follow-up opens with them.
    person = await insertPerson(tx, {
      ...fields,
      language: contact.language ?? "en",
      stage: "visitor",
      search: searchTextOf(fields),
      firstSeenOn: today,
      lastSeenOn: today,
    });
  }
  if (!person) throw new Error("linkPerson: the person row was not written");
  await tx
    .insert(personTimeline)
    .values({
      personId: person.id,
      kind: entry.kind,
      refId: entry.refId,
      summary: entry.summary,
      ...(entry.occurredAt ? { occurredAt: entry.occurredAt } : {}),
    })
    .onConflictDoNothing();
  return person.id;
}

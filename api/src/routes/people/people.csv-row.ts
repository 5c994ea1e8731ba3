import {
  anniversarySchema,
  birthdaySchema,
  type Language,
  type MembershipStage,
  type PeopleImportField,
  type PeopleImportReason,
  type PeopleImportReasonCode,
  type PersonInput,
  personInputSchema,
  stageFromWord,
  toE164,
} from "@church/contracts";

/**
 * One row of an imported CSV read into a person input, or the reason (as a code with its column and
 * cell) it cannot be: the import's reading, apart from its planning and writing (people.csv.ts).
 */
/** One row of the file read into a person, or the reason it cannot be. */
export type ReadRow =
  | { ok: true; input: PersonInput; household: string | null; stageGiven: boolean }
  | { ok: false; reason: PeopleImportReason };

/**
 * A birthday or anniversary: "1985-03-14", "--03-14", or with slashes "3/14/1985" (month first) — day
 * first ("14/3/1985") when the file's default country is not the US, as Kenyan exports write it.
 */
function readYearlyDay(
  text: string,
  dayFirst: boolean,
  schema: typeof birthdaySchema | typeof anniversarySchema,
) {
  const iso = /^(\d{4}|-)-(\d{1,2})-(\d{1,2})$/.exec(text);
  const slashed = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?$/.exec(text);
  let parts: { year: number | null; month: number; day: number } | null = null;
  if (iso)
    parts = { year: iso[1] === "-" ? null : Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  else if (slashed) {
    const [a, b] = [Number(slashed[1]), Number(slashed[2])];
    parts = { year: slashed[3] ? Number(slashed[3]) : null, month: dayFirst ? b : a, day: dayFirst ? a : b };
  }
  if (!parts) return undefined;
  const parsed = schema.safeParse(parts);
  return parsed.success ? parsed.data : undefined;
}

const languageWords: Record<string, Language> = {
  en: "en",
  english: "en",
  sw: "sw",
  swahili: "sw",
  kiswahili: "sw",
};

/** Which of our fields a path of personInputSchema's issues is. */
function fieldOfIssue(path: readonly PropertyKey[]): PeopleImportField {
  const [first, second] = path;
  if (first === "address" && typeof second === "string") {
    const address: Record<string, PeopleImportField> = {
      line1: "line1",
      line2: "line2",
      city: "city",
      region: "region",
      postalCode: "postalCode",
      country: "country",
    };
    return address[second] ?? "country";
  }
  const top: Record<string, PeopleImportField> = {
    givenName: "givenName",
    familyName: "familyName",
    knownAs: "knownAs",
    email: "email",
    phones: "phone",
    birthday: "birthday",
    anniversary: "anniversary",
    stage: "stage",
    language: "language",
  };
  return (typeof first === "string" && top[first]) || "givenName";
}

/** A row of cells read through the mapping into a person input (validated by the person form's schema). */
export function readRow(
  cellOf: (field: PeopleImportField) => string,
  columnOf: (field: PeopleImportField) => string,
  line: number,
  defaultCountry: string | undefined,
): ReadRow {
  const why = (field: PeopleImportField, code: PeopleImportReasonCode, value: string, what: string) => ({
    ok: false as const,
    reason: {
      field,
      code,
      column: columnOf(field),
      value,
      otherRow: null,
      message: `Row ${line}: "${columnOf(field)}" ${what}`,
    },
  });
  const country = cellOf("country").toUpperCase() || defaultCountry || null;
  const phones: string[] = [];
  for (const field of ["phone", "phone2"] as const) {
    // Our own export joins a person's phones with "; ".
    for (const typed of cellOf(field)
      .split(";")
      .map((p) => p.trim())
      .filter(Boolean)) {
      const e164 = toE164(typed, country);
      if (!e164)
        return why(
          field,
          "phone",
          typed,
          `"${typed}" is not a phone number${country ? ` in ${country}` : ""}`,
        );
      if (!phones.includes(e164)) phones.push(e164);
    }
  }
  const stageWord = cellOf("stage");
  const stage: MembershipStage | null = stageWord ? stageFromWord(stageWord) : "visitor";
  if (!stage)
    return why(
      "stage",
      "stage",
      stageWord,
      `"${stageWord}" is not a stage we know (member, attender, visitor, former)`,
    );
  const languageWord = cellOf("language").toLowerCase();
  const language = languageWord ? languageWords[languageWord] : "en";
  if (!language)
    return why(
      "language",
      "language",
      cellOf("language"),
      `"${cellOf("language")}" is not English or Swahili`,
    );
  const dayFirst = country !== null && country !== "US";
  const birthdayWord = cellOf("birthday");
  const birthday = birthdayWord ? readYearlyDay(birthdayWord, dayFirst, birthdaySchema) : null;
  if (birthday === undefined)
    return why("birthday", "birthday", birthdayWord, `"${birthdayWord}" is not a date we can read`);
  const anniversaryWord = cellOf("anniversary");
  const anniversary = anniversaryWord ? readYearlyDay(anniversaryWord, dayFirst, anniversarySchema) : null;
  if (anniversary === undefined)
    return why(
      "anniversary",
      "anniversary",
      anniversaryWord,
      `"${anniversaryWord}" is not a date we can read`,
    );
  const addressCells = (["line1", "line2", "city", "region", "postalCode"] as const).map(cellOf);
  const hasAddress = addressCells.some(Boolean) || cellOf("country") !== "";
  const parsed = personInputSchema.safeParse({
    givenName: cellOf("givenName"),
    familyName: cellOf("familyName"),
    knownAs: cellOf("knownAs"),
    language,
    phones: phones.slice(0, 5),
    email: cellOf("email"),
    address: hasAddress
      ? {
          line1: cellOf("line1"),
          line2: cellOf("line2"),
          city: cellOf("city"),
          region: cellOf("region"),
          postalCode: cellOf("postalCode"),
          country: country ?? "",
        }
      : null,
    birthday,
    anniversary,
    stage,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = fieldOfIssue(issue?.path ?? []);
    const value = cellOf(field);
    return value
      ? why(field, "invalid", value, `"${value}": ${issue?.message ?? "not valid"}`)
      : why(field, "empty", "", `is empty: ${issue?.message ?? "not valid"}`);
  }
  return {
    ok: true,
    input: parsed.data,
    household: cellOf("household") || null,
    stageGiven: stageWord !== "",
  };
}

/** The PostgreSQL error behind a drizzle error (drizzle wraps driver errors in `cause`). */
function pgError(error: unknown): { code?: string; constraint?: string; constraint_name?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === "string") return current as { code?: string; constraint?: string };
    current = candidate.cause;
  }
  return null;
}

/** Whether an error is a unique violation, optionally of one named index or constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgError(error);
  if (pg?.code !== "23505") return false;
  if (!constraint) return true;
  const name = pg.constraint ?? pg.constraint_name;
  // PGlite does not always name the constraint; the code alone is then the best we know.
  return name === undefined || name === constraint;
}

import postgres from "postgres";

/**
 * Test databases on PostgreSQL are named per run (`church_test_<worker>_<run pid>`), so runs on one
 * server never collide; this drops this run's databases when it ends.
 */
export async function teardown(): Promise<void> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  const sql = postgres(base, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ datname: string }[]>`
      select datname from pg_database where datname like ${`church_test_%_${process.pid}`}`;
    for (const { datname } of rows) await sql.unsafe(`drop database if exists "${datname}" with (force)`);
  } finally {
    await sql.end();
  }
}

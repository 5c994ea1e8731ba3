-- The people list's search (ILIKE '%word%' on people.search) by trigram index where the server has
-- pg_trgm (PostgreSQL ships it; a trusted extension since 13, so the database owner may create it).
-- Where it has not (embedded PGlite), or it cannot be created, the search stays a scan:
-- fast enough for a congregation's few thousand people, and the migration still applies.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE INDEX IF NOT EXISTS people_search_trgm_idx ON people USING gin (search gin_trgm_ops);
    EXCEPTION WHEN OTHERS THEN
      -- An optional index: a server that lists pg_trgm but cannot create it (privileges, a build
      -- without its files) keeps the search as a scan rather than failing the upgrade.
      RAISE NOTICE 'pg_trgm not used (%): people search scans the table', SQLERRM;
    END;
  END IF;
END
$$;

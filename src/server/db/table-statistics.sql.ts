/**
 * Idempotent SQL run after every migration: every table of the schema has autovacuum analyze
 * it after its first change, not after its 51st (autovacuum_analyze_threshold, 50 by default,
 * plus a tenth of its rows).
 *
 * With the default, a table that never has 50 rows changed (the platform's administrators, an
 * organization's holidays) is never analyzed, and Postgres plans it as ten pages of rows it
 * does not have: 1,570 platform administrators for one, enough to read a whole audit log beside
 * it. On a large table nothing changes: a tenth of its rows still decides. A small one is
 * analyzed again when it changes, at the cost of sampling a few rows.
 */
export const TABLE_STATISTICS_SQL = `
do $$
declare
  t record;
begin
  for t in
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
      and not coalesce(c.reloptions @> array['autovacuum_analyze_threshold=0'], false)
  loop
    execute format('alter table %I set (autovacuum_analyze_threshold = 0)', t.relname);
  end loop;
end $$;
`;

/**
 * Idempotent SQL run after every migration: for every foreign key from one tenant table to
 * another (both with organization_id), a second key over (organization_id, column) so a row
 * can only point at a row of its own organization. Row-level security does not cover this:
 * Postgres checks foreign keys as the table owner, past every policy, so without it a service
 * that forgot to check an id could link one organization's row to another's. Keys are found
 * in the catalog, so a table added by a later migration is covered without anyone remembering.
 *
 * The added keys take no action of their own (NO ACTION, checked at the end of the statement):
 * the original single-column key still cascades or sets null, after which the pair is either
 * gone or holds a null, which a MATCH SIMPLE key accepts.
 */
export const SAME_ORGANIZATION_SQL = `
do $$
declare
  fk record;
  parent_key text;
  child_key text;
begin
  for fk in
    select con.conrelid::regclass as child,
           con.confrelid::regclass as parent,
           child_col.attname as column_name,
           child_tbl.relname as child_name,
           parent_tbl.relname as parent_name
    from pg_constraint con
    join pg_class child_tbl on child_tbl.oid = con.conrelid
    join pg_class parent_tbl on parent_tbl.oid = con.confrelid
    join pg_namespace ns on ns.oid = child_tbl.relnamespace and ns.nspname = 'public'
    join pg_attribute child_col on child_col.attrelid = con.conrelid and child_col.attnum = con.conkey[1]
    join pg_attribute parent_col on parent_col.attrelid = con.confrelid and parent_col.attnum = con.confkey[1]
    where con.contype = 'f'
      and array_length(con.conkey, 1) = 1
      and parent_col.attname = 'id'
      and child_col.attname <> 'organization_id'
      and exists (select 1 from pg_attribute a where a.attrelid = con.conrelid
                  and a.attname = 'organization_id' and not a.attisdropped)
      and exists (select 1 from pg_attribute a where a.attrelid = con.confrelid
                  and a.attname = 'organization_id' and not a.attisdropped)
  loop
    parent_key := left(fk.parent_name, 40) || '_organization_id_id_key';
    if not exists (select 1 from pg_constraint where conrelid = fk.parent and conname = parent_key) then
      execute format('alter table %s add constraint %I unique (organization_id, id)', fk.parent, parent_key);
    end if;
    child_key := left(fk.child_name || '_' || fk.column_name, 50) || '_same_org_fk';
    if not exists (select 1 from pg_constraint where conrelid = fk.child and conname = child_key) then
      execute format(
        'alter table %s add constraint %I foreign key (organization_id, %I) references %s (organization_id, id)',
        fk.child, child_key, fk.column_name, fk.parent);
    end if;
  end loop;
end $$;
`;

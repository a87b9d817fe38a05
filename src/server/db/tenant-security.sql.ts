import { APP_ROLE } from './tenant';

/**
 * Idempotent SQL run after every migration: the application role, its grants, and a
 * row-level security policy on every table that has an organization_id column, so a table
 * added by a later migration is covered without anyone remembering.
 */
export const TENANT_SECURITY_SQL = `
do $$
begin
  begin
    create role ${APP_ROLE} nologin nosuperuser nobypassrls;
  exception when duplicate_object or unique_violation then null;
  end;
  if not pg_has_role(current_user, '${APP_ROLE}', 'member') then
    execute format('grant ${APP_ROLE} to %I', current_user);
  end if;
end $$;

grant usage on schema public to ${APP_ROLE};
grant select, insert, update, delete on all tables in schema public to ${APP_ROLE};

-- Sign-in data, platform flags and migrations are the server's, never a tenant request's.
revoke all on auth_users, auth_sessions, auth_accounts, auth_verifications, auth_rate_limits,
  platform_admins from ${APP_ROLE};
-- The audit trail is append-only for requests; mail is written, never read back.
revoke update, delete, truncate on audit_log from ${APP_ROLE};
-- Deleting an organization cascades to its audit trail (foreign keys act as the owner), so a
-- request may not delete its organization either: the platform console does, as the owner.
revoke delete, truncate on organizations from ${APP_ROLE};
revoke all on mail_outbox from ${APP_ROLE};
grant insert on mail_outbox to ${APP_ROLE};
-- Jobs on a clock are claimed by the server's own identity, never by a request.
revoke all on scheduled_jobs from ${APP_ROLE};

do $$
declare
  t record;
  tenant constant text := 'nullif(current_setting(''app.organization_id'', true), '''')::uuid';
begin
  for t in
    select c.table_name from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'organization_id' and tb.table_type = 'BASE TABLE'
  loop
    execute format('alter table %I enable row level security', t.table_name);
    execute format('drop policy if exists tenant_isolation on %I', t.table_name);
    execute format('create policy tenant_isolation on %I using (organization_id = %s) with check (organization_id = %s)',
      t.table_name, tenant, tenant);
  end loop;
  alter table organizations enable row level security;
  drop policy if exists tenant_isolation on organizations;
  execute format('create policy tenant_isolation on organizations using (id = %s) with check (id = %s)', tenant, tenant);
end $$;
`;

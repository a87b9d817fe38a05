import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/audit';
import { authAccounts, authUsers } from '../db/schema/auth';
import { mailOutbox } from '../db/schema/mail';
import { organizations, profiles, userRoles } from '../db/schema/organizations';
import { createTestApp, newSignUp, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-up', () => {
  it('creates the organization, the profile and the admin role together', async () => {
    const input = newSignUp({ organizationName: 'Analytical Engines' });
    const response = await signUp(t.app, input);
    expect(response.statusCode).toBe(200);
    const userId = response.json().user.id as string;

    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ fullName: input.fullName, email: input.email, isActive: true });
    const [organization] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, profile!.organizationId));
    expect(organization).toMatchObject({ name: 'Analytical Engines', setupCompleted: false });
    expect(organization!.subdomain).toMatch(/^analytical-engines(-\d+)?$/);
    const roles = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    expect(roles.map((r) => r.role)).toEqual(['admin']);
    const [signupAudit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, userId));
    expect(signupAudit).toMatchObject({
      action: 'SIGNUP',
      organizationId: organization!.id,
      entityType: 'auth',
    });
    const welcome = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, input.email));
    expect(welcome.map((m) => m.template)).toEqual(['welcome']);
  });

  it('gives a second organization of the same name its own subdomain', async () => {
    const first = await signUp(t.app, newSignUp({ organizationName: 'Same Name AB' }));
    const second = await signUp(t.app, newSignUp({ organizationName: 'Same Name AB' }));
    const subdomains = await Promise.all(
      [first, second].map(async (r) => {
        const [row] = await t.database.db
          .select({ subdomain: organizations.subdomain })
          .from(profiles)
          .innerJoin(organizations, eq(organizations.id, profiles.organizationId))
          .where(eq(profiles.id, r.json().user.id));
        return row!.subdomain;
      }),
    );
    expect(new Set(subdomains).size).toBe(2);
    expect(subdomains).toContain('same-name-ab');
  });

  it('refuses an email that already has an account and changes nothing', async () => {
    const input = newSignUp();
    expect((await signUp(t.app, input)).statusCode).toBe(200);
    const before = await t.database.db.$count(organizations);
    const again = await signUp(t.app, { ...input, organizationName: 'Another One' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('User already exists. Use another email.');
    expect(await t.database.db.$count(organizations)).toBe(before);
  });

  it.each([
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ password: 'x'.repeat(129) }, 'Password too long'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ fullName: 'A' }, 'Must be at least 2 characters'],
    [{ organizationName: '' }, 'Must be at least 2 characters'],
  ])('refuses %o with "%s"', async (override, message) => {
    const before = await t.database.db.$count(authUsers);
    const response = await signUp(t.app, newSignUp(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.database.db.$count(authUsers)).toBe(before);
  });

  it('leaves nothing behind when it fails half-way', async () => {
    const input = newSignUp({ email: 'half-way@example.com' });
    // Make the last write of the sign-up (the admin role) fail for this one email.
    await t.database.db.execute(sql`
      create function refuse_half_way() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from profiles where id = new.user_id and email = 'half-way@example.com') then
          raise exception 'boom';
        end if;
        return new;
      end $$;
      create trigger refuse_half_way before insert on user_roles for each row execute function refuse_half_way();
    `);
    const counts = async () => ({
      users: await t.database.db.$count(authUsers),
      accounts: await t.database.db.$count(authAccounts),
      organizations: await t.database.db.$count(organizations),
      profiles: await t.database.db.$count(profiles),
      audit: await t.database.db.$count(auditLog),
      mail: await t.database.db.$count(mailOutbox),
    });
    const before = await counts();
    try {
      const response = await signUp(t.app, input);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(await counts()).toEqual(before);
    } finally {
      await t.database.db.execute(
        sql`drop trigger refuse_half_way on user_roles; drop function refuse_half_way();`,
      );
    }
    expect((await signUp(t.app, input)).statusCode).toBe(200);
  });
});

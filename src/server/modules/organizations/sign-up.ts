import { eq, like, or } from 'drizzle-orm';
import { pickFreeSubdomain, toSubdomainBase } from '../../../shared/domain/subdomain';
import type { SignUpOrganization } from '../../auth/auth';
import type { Executor } from '../../db/client';
import { organizations, profiles, userRoles } from '../../db/schema/organizations';
import { enqueueMail } from '../../mail/outbox';
import { writeAudit } from '../audit/service';

/**
 * A new account's organization (with a free subdomain), its profile and its admin role, the
 * SIGNUP audit row and the welcome mail, all in the caller's transaction.
 */
export async function createOrganizationWithAdmin(tx: Executor, input: SignUpOrganization) {
  const base = toSubdomainBase(input.organizationName);
  const taken = await tx
    .select({ subdomain: organizations.subdomain })
    .from(organizations)
    .where(or(eq(organizations.subdomain, base), like(organizations.subdomain, `${base}-%`)));
  const subdomain = pickFreeSubdomain(base, new Set(taken.map((row) => row.subdomain)));

  const [organization] = await tx
    .insert(organizations)
    .values({ name: input.organizationName, subdomain, subscriptionStatus: 'trial' })
    .returning();
  if (!organization) throw new Error('Organization was not created');

  await tx.insert(profiles).values({
    id: input.userId,
    organizationId: organization.id,
    fullName: input.fullName,
    email: input.email,
  });
  await tx
    .insert(userRoles)
    .values({ userId: input.userId, organizationId: organization.id, role: 'admin' });
  await writeAudit(tx, {
    organizationId: organization.id,
    userId: input.userId,
    entityType: 'auth',
    entityId: input.userId,
    action: 'SIGNUP',
    newValues: {
      email: input.email,
      fullName: input.fullName,
      organization: organization.name,
      subdomain,
    },
    ip: input.ip,
    userAgent: input.userAgent,
  });
  await enqueueMail(tx, 'welcome', input.email, {
    fullName: input.fullName,
    organizationName: organization.name,
    loginUrl: input.loginUrl,
  });
  return organization;
}

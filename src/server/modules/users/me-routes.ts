import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { type Me, meSchema, profileInputSchema } from '../../../shared/schemas/me';
import type { Account } from '../../auth/account';
import { tenantOf } from '../../auth/context';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema/organizations';
import { withTenant } from '../../db/tenant';
import { problemResponses, problemSchema } from '../../http/problem-schema';
import { auditUpdate } from '../audit/change';

export function toMe(account: Account): Me {
  const { profile, organization } = account;
  return {
    id: account.userId,
    email: account.email,
    fullName: profile?.fullName ?? account.name,
    jobTitle: profile?.jobTitle ?? null,
    timeZone: profile?.timeZone ?? 'UTC',
    organization: organization
      ? {
          id: organization.id,
          name: organization.name,
          subdomain: organization.subdomain,
          orgType: organization.orgType,
          locationCountry: organization.locationCountry,
          numEmployees: organization.numEmployees,
          revenueCurrency: organization.revenueCurrency,
          setupCompleted: organization.setupCompleted,
          subscriptionTier: organization.subscriptionTier as Me['organization'] extends infer O
            ? O extends { subscriptionTier: infer T }
              ? T
              : never
            : never,
          subscriptionStatus: organization.subscriptionStatus as NonNullable<
            Me['organization']
          >['subscriptionStatus'],
        }
      : null,
    roles: account.roles,
    isPlatformAdmin: account.isPlatformAdmin,
  };
}

export const meRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in person, their organization and roles',
        response: { 200: meSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => toMe(request.account!),
  );

  app.patch(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Change my own name, job title and time zone',
        body: profileInputSchema,
        response: { 200: meSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      // Anyone of an organization edits their own profile.
      const ctx = tenantOf(request);
      const input = request.body;
      const after = await withTenant(db, ctx, async (tx) => {
        const [old] = await tx.select().from(profiles).where(eq(profiles.id, ctx.actorId));
        const [row] = await tx
          .update(profiles)
          .set({
            fullName: input.fullName,
            jobTitle: input.jobTitle ?? null,
            timeZone: input.timeZone,
          })
          .where(eq(profiles.id, ctx.actorId))
          .returning();
        const shown = (p: typeof row) => ({
          fullName: p!.fullName,
          jobTitle: p!.jobTitle,
          timeZone: p!.timeZone,
        });
        await auditUpdate(tx, ctx, {
          entityType: 'user',
          entityId: ctx.actorId,
          oldValues: shown(old),
          newValues: shown(row),
        });
        return row!;
      });
      const account = request.account!;
      return toMe({
        ...account,
        profile: account.profile ? { ...account.profile, ...after } : null,
      });
    },
  );
};

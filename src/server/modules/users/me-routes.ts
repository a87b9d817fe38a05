import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Me, meSchema } from '../../../shared/schemas/me';
import type { Account } from '../../auth/account';
import { problemSchema } from '../../http/problem-schema';

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

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

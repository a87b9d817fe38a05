import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meOrganizationSchema } from '../../../shared/schemas/me';
import { organizationSettingsSchema } from '../../../shared/schemas/organization';
import type { Database } from '../../db/client';
import { tenantOf } from '../../auth/context';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { completeSetup, getOrganization, updateOrganization } from './service';

type Organization = Awaited<ReturnType<typeof getOrganization>>;

export function toOrganizationBody(o: Organization) {
  return meOrganizationSchema.parse({
    id: o.id,
    name: o.name,
    subdomain: o.subdomain,
    orgType: o.orgType,
    locationCountry: o.locationCountry,
    numEmployees: o.numEmployees,
    revenueCurrency: o.revenueCurrency,
    setupCompleted: o.setupCompleted,
    subscriptionTier: o.subscriptionTier,
    subscriptionStatus: o.subscriptionStatus,
  });
}

const errors = problemResponses(400, 401, 403, 404);

export const organizationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/organization',
    {
      schema: {
        tags: ['organization'],
        summary: "The caller's organization",
        response: { 200: meOrganizationSchema, ...errors },
      },
    },
    async (request) => toOrganizationBody(await getOrganization(db, tenantOf(request))),
  );

  app.patch(
    '/organization',
    {
      schema: {
        tags: ['organization'],
        summary: 'Change the organization details (admin)',
        body: organizationSettingsSchema,
        response: { 200: meOrganizationSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'organization.manage');
      return toOrganizationBody(await updateOrganization(db, ctx, request.body));
    },
  );

  app.post(
    '/organization/complete-setup',
    {
      schema: {
        tags: ['organization'],
        summary: 'Mark the first-run setup complete (admin)',
        response: { 200: meOrganizationSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'organization.manage');
      return toOrganizationBody(await completeSetup(db, ctx));
    },
  );
};

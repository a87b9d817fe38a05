import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DELETION_PROGRESS_TYPE, type DeletionLine } from '../../../shared/deletion-lines';
import { platformOverviewSchema } from '../../../shared/schemas/dashboard';
import { USER_NOT_FOUND } from '../../../shared/schemas/people';
import {
  platformAnalyticsSchema,
  platformAuditPageSchema,
  platformAuditQuerySchema,
  platformUserPageSchema,
  platformUserQuerySchema,
  platformUserSchema,
  platformUserUpdateSchema,
  subscriberDeletionSchema,
  subscriberPageSchema,
  subscriberQuerySchema,
  subscriberSchema,
  subscriberUpdateSchema,
} from '../../../shared/schemas/platform';
import { ORGANIZATION_NOT_FOUND } from '../../../shared/schemas/organization';
import type { Database } from '../../db/client';
import { publish } from '../../events/bus';
import { AppError } from '../../http/errors';
import { problemOf } from '../../http/errors-plugin';
import { PLATFORM_ADMIN_REQUIRED } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import type { FileStorage } from '../../storage/storage';
import { writeAudit } from '../audit/service';
import { type Clock, systemClock } from '../time/clock';
import { sendPasswordReset, setActive } from '../users/admin';
import { auditPlatform, type PlatformActor, platformActorOf } from './audit';
import { unsafeListPlatformAudit } from './audit-log';
import { unsafeGetPlatformAnalytics, unsafeGetPlatformOverview } from './service';
import {
  unsafeContextForAdmin,
  unsafeGetPlatformUser,
  unsafeListPlatformUsers,
  unsafeUpdatePlatformUser,
} from './subscriber-users';
import {
  unsafeDeleteSubscriber,
  unsafeListSubscribers,
  unsafeSetSubscriberStatus,
  unsafeUpdateSubscriber,
} from './subscribers';

const errors = problemResponses(400, 401, 403);
const rowErrors = problemResponses(400, 401, 403, 404, 409);
const organizationParams = z.object({ id: z.string().uuid(ORGANIZATION_NOT_FOUND) });
const userParams = z.object({ id: z.string().uuid(USER_NOT_FOUND) });

declare module 'fastify' {
  interface FastifyRequest {
    /** The platform administrator acting, on /platform routes (set by their guard). */
    platformActor?: PlatformActor;
  }
}

const actorOf = (request: FastifyRequest): PlatformActor => request.platformActor!;

/**
 * The platform console's routes: platform administrators only. Anyone else signed in is refused
 * with the spec's message, and the attempt is audited ACCESS_DENIED in their organization.
 */
export const platformRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: FileStorage;
  productDomain: string;
  publicUrl: string;
  now?: Clock;
}> = async (app, { db, storage, productDomain, publicUrl, now = systemClock }) => {
  // Before validation, so a refused caller learns nothing from the answers to bad input.
  app.addHook('preValidation', async (request) => {
    const account = request.account;
    if (!account) throw new AppError('unauthenticated', 'Not authenticated');
    if (!account.isPlatformAdmin) {
      await writeAudit(db, {
        organizationId: account.organization?.id ?? null,
        userId: account.userId,
        entityType: 'platform',
        entityId: null,
        action: 'ACCESS_DENIED',
        newValues: { method: request.method, path: request.url.split('?')[0] },
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      throw new AppError('forbidden', PLATFORM_ADMIN_REQUIRED);
    }
    request.platformActor = platformActorOf(request, account.userId);
  });

  app.get(
    '/platform/overview',
    {
      schema: {
        tags: ['platform'],
        summary:
          'Organizations, users, projects and people across the platform (entering the console, audited)',
        response: { 200: platformOverviewSchema, ...errors },
      },
    },
    async (request) => {
      await auditPlatform(db, actorOf(request), 'ACCESS_GRANTED', {
        entityType: 'platform',
        entityId: null,
      });
      return unsafeGetPlatformOverview(db, now());
    },
  );

  app.get(
    '/platform/analytics',
    {
      schema: {
        tags: ['platform'],
        summary: 'Tiers, recent activity, platform health and sign-ups per week',
        response: { 200: platformAnalyticsSchema, ...errors },
      },
    },
    async () => unsafeGetPlatformAnalytics(db, now()),
  );

  app.get(
    '/platform/organizations',
    {
      schema: {
        tags: ['platform'],
        summary: 'One page of subscribing organizations, searched and sorted',
        querystring: subscriberQuerySchema,
        response: { 200: subscriberPageSchema, ...errors },
      },
    },
    async (request) => unsafeListSubscribers(db, request.query, productDomain),
  );

  app.patch(
    '/platform/organizations/:id',
    {
      schema: {
        tags: ['platform'],
        summary: 'Edit a subscribing organization',
        params: organizationParams,
        body: subscriberUpdateSchema,
        response: { 200: subscriberSchema, ...rowErrors },
      },
    },
    async (request) =>
      unsafeUpdateSubscriber(db, actorOf(request), request.params.id, request.body, productDomain),
  );

  for (const [action, status] of [
    ['suspend', 'suspended'],
    ['activate', 'active'],
  ] as const) {
    app.post(
      `/platform/organizations/:id/${action}`,
      {
        schema: {
          tags: ['platform'],
          summary:
            status === 'suspended'
              ? 'Suspend an organization: its people are refused from their next request on'
              : 'Activate an organization again',
          params: organizationParams,
          response: { 200: subscriberSchema, ...rowErrors },
        },
      },
      async (request) => {
        const organization = await unsafeSetSubscriberStatus(
          db,
          actorOf(request),
          request.params.id,
          status,
          productDomain,
        );
        if (status === 'suspended')
          await publish(
            db,
            [{ organizationId: organization.id, type: 'organization.suspended', data: {} }],
            request.log,
          );
        return organization;
      },
    );
  }

  app.delete(
    '/platform/organizations/:id',
    {
      // Each progress line must leave when written: a compressor would hold it back.
      compress: false,
      schema: {
        tags: ['platform'],
        summary: 'Permanently delete an organization and everything it owns',
        description: `Asked with \`Accept: ${DELETION_PROGRESS_TYPE}\`, once the organization is found it answers a JSON line at each step instead: \`{deleted, total}\` rows, then \`{deletion}\` (this answer) or \`{error}\` (a problem; nothing was deleted).`,
        params: organizationParams,
        response: { 200: subscriberDeletionSchema, ...rowErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const watch = {
        log: request.log,
        // Its people's open tabs, as soon as they are refused.
        onSuspended: () =>
          publish(
            db,
            [{ organizationId: request.params.id, type: 'organization.suspended', data: {} }],
            request.log,
          ),
      };
      if (!request.headers.accept?.includes(DELETION_PROGRESS_TYPE))
        return unsafeDeleteSubscriber(db, storage, actor, request.params.id, watch);
      const stream = new PassThrough();
      const line = (value: DeletionLine) => stream.write(`${JSON.stringify(value)}\n`);
      let found!: () => void;
      const counted = new Promise<void>((resolve) => (found = resolve));
      const deletion = unsafeDeleteSubscriber(db, storage, actor, request.params.id, {
        ...watch,
        onProgress: (progress) => {
          found();
          line(progress);
        },
      });
      // Not found, or refused before the first step: an ordinary error answer.
      await Promise.race([counted, deletion]);
      deletion
        .then(
          (done) => line({ deletion: done }),
          (error: unknown) => {
            // The status went out with the first line: the problem is the last.
            const { status, detail } = problemOf(error, request.log);
            line({ error: { status, detail } });
          },
        )
        .finally(() => stream.end());
      return (
        reply
          .header('content-type', DELETION_PROGRESS_TYPE)
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          // The schema's 200 is the JSON answer; lines are sent as they are, unserialized.
          .send(stream as never)
      );
    },
  );

  app.get(
    '/platform/users',
    {
      schema: {
        tags: ['platform'],
        summary: 'One page of organization admins across the platform',
        querystring: platformUserQuerySchema,
        response: { 200: platformUserPageSchema, ...errors },
      },
    },
    async (request) => unsafeListPlatformUsers(db, request.query),
  );

  app.patch(
    '/platform/users/:id',
    {
      schema: {
        tags: ['platform'],
        summary: "Edit an organization admin's name, email and job title",
        params: userParams,
        body: platformUserUpdateSchema,
        response: { 200: platformUserSchema, ...rowErrors },
      },
    },
    async (request) =>
      unsafeUpdatePlatformUser(db, actorOf(request), request.params.id, request.body),
  );

  for (const [action, isActive] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `/platform/users/:id/${action}`,
      {
        schema: {
          tags: ['platform'],
          summary: isActive
            ? 'Let an organization admin sign in again'
            : 'Deactivate an organization admin: signed out everywhere at once',
          params: userParams,
          response: { 200: platformUserSchema, ...rowErrors },
        },
      },
      async (request) => {
        const ctx = await unsafeContextForAdmin(db, actorOf(request), request.params.id);
        await setActive(db, ctx, request.params.id, isActive, { byPlatform: true });
        if (!isActive)
          await publish(
            db,
            [
              {
                organizationId: ctx.organizationId,
                userId: request.params.id,
                type: 'session.ended',
                data: {},
              },
            ],
            request.log,
          );
        return unsafeGetPlatformUser(db, request.params.id);
      },
    );
  }

  app.post(
    '/platform/users/:id/password-reset',
    {
      schema: {
        tags: ['platform'],
        summary: 'Mail an organization admin a link to choose a new password',
        params: userParams,
        response: { 204: z.null(), ...rowErrors },
      },
    },
    async (request, reply) => {
      const ctx = await unsafeContextForAdmin(db, actorOf(request), request.params.id);
      await sendPasswordReset(db, ctx, request.params.id, publicUrl);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/platform/audit-log',
    {
      schema: {
        tags: ['platform'],
        summary: 'What platform administrators did, newest first',
        querystring: platformAuditQuerySchema,
        response: { 200: platformAuditPageSchema, ...errors },
      },
    },
    async (request) => unsafeListPlatformAudit(db, request.query),
  );
};

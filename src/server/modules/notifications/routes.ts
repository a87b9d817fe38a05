import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationListSchema,
  notificationPreferencesSchema,
  notificationQuerySchema,
} from '../../../shared/schemas/notifications';
import { tenantOf } from '../../auth/context';
import type { Database } from '../../db/client';
import { problemResponses } from '../../http/problem-schema';
import {
  findNotifications,
  getNotificationPreferences,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_NOT_FOUND,
  updateNotificationPreferences,
} from './service';

const errors = problemResponses(400, 401, 403, 404);

/** Every person's own notifications and mail choices: no permission beyond being a member. */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'My notifications newest first, a page at a time, and the unread count',
        querystring: notificationQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => findNotifications(db, tenantOf(request), request.query),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        params: z.object({ id: z.string().uuid(NOTIFICATION_NOT_FOUND) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await markNotificationRead(db, tenantOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await markAllNotificationsRead(db, tenantOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/notifications/preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Which kinds of notification I also get by mail',
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => getNotificationPreferences(db, tenantOf(request)),
  );

  app.put(
    '/notifications/preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Choose which kinds of notification I also get by mail',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => updateNotificationPreferences(db, tenantOf(request), request.body),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema } from '../../../shared/schemas/audit';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { findAuditLog } from './log';

const errors = problemResponses(400, 401, 403);

export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['audit'],
        summary:
          "The organization's audit log newest first, 100 a page; `before` is the previous page's `nextBefore`",
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...errors },
      },
    },
    async (request) => findAuditLog(db, requirePermission(request, 'audit.read'), request.query),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { copilotAnswerSchema, copilotRequestSchema } from '../../../shared/schemas/copilot';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { projectParams } from '../project-children/routes';
import { type Clock, systemClock } from '../time/clock';
import type { ModelConfig } from './model-client';
import { askCopilot } from './service';

/**
 * The AI Copilot tab (SPEC.md section 7, ai-copilot): anyone who may see the project asks one
 * of four questions. A POST though it changes nothing: each answer may cost a model call, so
 * it is never prefetched or cached, and the same-origin check guards it.
 */
export const copilotRoutes: FastifyPluginAsyncZod<{
  db: Database;
  model?: ModelConfig;
  now?: Clock;
}> = async (app, { db, model, now = systemClock }) => {
  app.post(
    '/projects/:projectId/copilot',
    {
      schema: {
        tags: ['copilot'],
        summary:
          "Ask the AI copilot about a project: budget prediction, resource optimization, risk analysis or a status report, answered from the project's data",
        params: projectParams,
        body: copilotRequestSchema,
        response: { 200: copilotAnswerSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'portfolio.read');
      return askCopilot(db, ctx, request.params.projectId, request.body.type, {
        today: now().toISOString().slice(0, 10),
        model,
        log: request.log,
      });
    },
  );
};

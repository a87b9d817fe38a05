import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dependencyInputSchema,
  dependencySchema,
  dependencyUpdateSchema,
  integrationInputSchema,
  integrationSchema,
  integrationUpdateSchema,
  riskInputSchema,
  riskSchema,
  riskUpdateSchema,
} from '../../../shared/schemas/registers';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemSchema } from '../../http/problem-schema';
import { PROJECT_NOT_FOUND } from '../projects/access';
import {
  createDependency,
  DEPENDENCY_NOT_FOUND,
  deleteDependency,
  findDependencies,
  updateDependency,
} from './dependencies';
import {
  createIntegration,
  deleteIntegration,
  findIntegrations,
  INTEGRATION_NOT_FOUND,
  updateIntegration,
} from './integrations';
import { createRisk, deleteRisk, findRisks, RISK_NOT_FOUND, updateRisk } from './risks';

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
};
const projectParams = z.object({ projectId: z.string().uuid(PROJECT_NOT_FOUND) });
const entryParams = (message: string) =>
  projectParams.extend({ entryId: z.string().uuid(message) });
const riskParams = entryParams(RISK_NOT_FOUND);
const dependencyParams = entryParams(DEPENDENCY_NOT_FOUND);
const integrationParams = entryParams(INTEGRATION_NOT_FOUND);

/** The Risks, Dependencies and Integrations tabs: each a register of entries, newest first. */
export const registerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const read = (request: Parameters<typeof requirePermission>[0]) =>
    requirePermission(request, 'portfolio.read');
  const change = (request: Parameters<typeof requirePermission>[0]) =>
    requirePermission(request, 'projects.manage_own');
  const noContent = { 204: z.null(), ...errors };

  app.get(
    '/projects/:projectId/risks',
    {
      schema: {
        tags: ['risks'],
        summary: "A project's risk register, newest first",
        params: projectParams,
        response: { 200: z.array(riskSchema), ...errors },
      },
    },
    async (request) => findRisks(db, read(request), request.params.projectId),
  );
  app.post(
    '/projects/:projectId/risks',
    {
      schema: {
        tags: ['risks'],
        summary: 'Add a risk (level medium, status potential unless chosen)',
        params: projectParams,
        body: riskInputSchema,
        response: { 201: riskSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createRisk(db, change(request), request.params.projectId, request.body)),
  );
  app.patch(
    '/projects/:projectId/risks/:entryId',
    {
      schema: {
        tags: ['risks'],
        summary: 'Change a risk or move its status (only the fields given)',
        params: riskParams,
        body: riskUpdateSchema,
        response: { 200: riskSchema, ...errors },
      },
    },
    async (request) =>
      updateRisk(
        db,
        change(request),
        request.params.projectId,
        request.params.entryId,
        request.body,
      ),
  );
  app.delete(
    '/projects/:projectId/risks/:entryId',
    {
      schema: {
        tags: ['risks'],
        summary: 'Delete a risk',
        params: riskParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await deleteRisk(db, change(request), request.params.projectId, request.params.entryId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/projects/:projectId/dependencies',
    {
      schema: {
        tags: ['dependencies'],
        summary: "A project's dependency register, newest first",
        params: projectParams,
        response: { 200: z.array(dependencySchema), ...errors },
      },
    },
    async (request) => findDependencies(db, read(request), request.params.projectId),
  );
  app.post(
    '/projects/:projectId/dependencies',
    {
      schema: {
        tags: ['dependencies'],
        summary: 'Add a dependency (type internal, status open unless chosen)',
        params: projectParams,
        body: dependencyInputSchema,
        response: { 201: dependencySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createDependency(db, change(request), request.params.projectId, request.body)),
  );
  app.patch(
    '/projects/:projectId/dependencies/:entryId',
    {
      schema: {
        tags: ['dependencies'],
        summary: 'Change a dependency or move its status (only the fields given)',
        params: dependencyParams,
        body: dependencyUpdateSchema,
        response: { 200: dependencySchema, ...errors },
      },
    },
    async (request) =>
      updateDependency(
        db,
        change(request),
        request.params.projectId,
        request.params.entryId,
        request.body,
      ),
  );
  app.delete(
    '/projects/:projectId/dependencies/:entryId',
    {
      schema: {
        tags: ['dependencies'],
        summary: 'Delete a dependency',
        params: dependencyParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await deleteDependency(db, change(request), request.params.projectId, request.params.entryId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/projects/:projectId/integrations',
    {
      schema: {
        tags: ['integrations'],
        summary: "A project's integration register, newest first",
        params: projectParams,
        response: { 200: z.array(integrationSchema), ...errors },
      },
    },
    async (request) => findIntegrations(db, read(request), request.params.projectId),
  );
  app.post(
    '/projects/:projectId/integrations',
    {
      schema: {
        tags: ['integrations'],
        summary: 'Add an integration (type api, status planned unless chosen)',
        params: projectParams,
        body: integrationInputSchema,
        response: { 201: integrationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createIntegration(db, change(request), request.params.projectId, request.body)),
  );
  app.patch(
    '/projects/:projectId/integrations/:entryId',
    {
      schema: {
        tags: ['integrations'],
        summary: 'Change an integration or move its status (only the fields given)',
        params: integrationParams,
        body: integrationUpdateSchema,
        response: { 200: integrationSchema, ...errors },
      },
    },
    async (request) =>
      updateIntegration(
        db,
        change(request),
        request.params.projectId,
        request.params.entryId,
        request.body,
      ),
  );
  app.delete(
    '/projects/:projectId/integrations/:entryId',
    {
      schema: {
        tags: ['integrations'],
        summary: 'Delete an integration',
        params: integrationParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await deleteIntegration(
        db,
        change(request),
        request.params.projectId,
        request.params.entryId,
      );
      return reply.status(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  projectChoiceQuerySchema,
  projectChoiceSchema,
  projectInputSchema,
  projectPageSchema,
  projectQuerySchema,
  projectSchema,
  projectUpdateSchema,
} from '../../../shared/schemas/projects';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { findProjectChoices, findProjects, getProject } from './read';
import { createProject, deleteProject, findCandidates, updateProject } from './service';

const errors = problemResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.string().uuid('Project not found') });
const candidateSchema = z.object({
  id: z.string().uuid(),
  fullName: z.string(),
  email: z.string(),
});

export const projectRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  const options = { publicUrl, today: () => new Date().toISOString().slice(0, 10) };

  app.get(
    '/projects',
    {
      schema: {
        tags: ['projects'],
        summary:
          'A page of projects, searched, filtered by status and sorted, newest first by default (a project manager sees their own)',
        querystring: projectQuerySchema,
        response: { 200: projectPageSchema, ...errors },
      },
    },
    async (request) =>
      findProjects(db, requirePermission(request, 'portfolio.read'), request.query, options),
  );
  app.get(
    '/projects/choices',
    {
      schema: {
        tags: ['projects'],
        summary: 'Projects to pick from, by name: at most 100, searched and filtered by status',
        querystring: projectChoiceQuerySchema,
        response: { 200: z.array(projectChoiceSchema), ...errors },
      },
    },
    async (request) =>
      findProjectChoices(db, requirePermission(request, 'portfolio.read'), request.query),
  );
  app.get(
    '/projects/team-candidates',
    {
      schema: {
        tags: ['projects'],
        summary: 'People who can be PM head, project manager or resource manager',
        response: {
          200: z.object({
            pmHead: z.array(candidateSchema),
            projectManager: z.array(candidateSchema),
            resourceManager: z.array(candidateSchema),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'projects.manage');
      const [pmHead, projectManager, resourceManager] = await Promise.all([
        findCandidates(db, ctx, 'pm_head'),
        findCandidates(db, ctx, 'project_manager'),
        findCandidates(db, ctx, 'resource_manager'),
      ]);
      return { pmHead, projectManager, resourceManager };
    },
  );
  app.get(
    '/projects/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'One project',
        params: idParams,
        response: { 200: projectSchema, ...errors },
      },
    },
    async (request) =>
      getProject(db, requirePermission(request, 'portfolio.read'), request.params.id, options),
  );
  app.post(
    '/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'Add a project (status draft)',
        body: projectInputSchema,
        response: { 201: projectSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createProject(
            db,
            requirePermission(request, 'projects.manage'),
            request.body,
            options,
          ),
        ),
  );
  app.patch(
    '/projects/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'Change a project, its team or its status',
        params: idParams,
        body: projectUpdateSchema,
        response: { 200: projectSchema, ...errors },
      },
    },
    async (request) =>
      updateProject(
        db,
        requirePermission(request, 'projects.manage_own'),
        request.params.id,
        request.body,
        options,
      ),
  );
  app.delete(
    '/projects/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'Delete a project and everything in it',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteProject(db, requirePermission(request, 'projects.manage'), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { templateFileName } from '../../../shared/domain/templates';
import { projectSchema } from '../../../shared/schemas/projects';
import {
  newProjectFromPlanSchema,
  saveAsTemplateSchema,
  TEMPLATE_NOT_FOUND,
  templateFileOutputSchema,
  templateFileSchema,
  templateSchema,
  templateSummarySchema,
  templateUpdateSchema,
} from '../../../shared/schemas/templates';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { getProject } from '../projects/read';
import {
  cloneProject,
  deleteTemplate,
  exportTemplate,
  findTemplates,
  getTemplate,
  importTemplate,
  saveAsTemplate,
  updateTemplate,
  useTemplate,
} from './service';

const errors = problemResponses(400, 401, 403, 404, 409);
const tags = ['templates'];
// Built-in templates have ids of their own ("builtin-…"); the organization's are uuids.
const idParams = z.object({ id: z.string().min(1).max(100, TEMPLATE_NOT_FOUND) });

export const templateRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  const options = { publicUrl, today: () => new Date().toISOString().slice(0, 10) };

  app.get(
    '/templates',
    {
      schema: {
        tags,
        summary: "The built-in templates and the organization's, by name",
        response: { 200: z.array(templateSummarySchema), ...errors },
      },
    },
    async (request) => findTemplates(db, requirePermission(request, 'projects.manage_own')),
  );

  app.get(
    '/templates/:id',
    {
      schema: {
        tags,
        summary: 'One template with its plan (the preview)',
        params: idParams,
        response: { 200: templateSchema, ...errors },
      },
    },
    async (request) =>
      getTemplate(db, requirePermission(request, 'projects.manage_own'), request.params.id),
  );

  app.post(
    '/templates',
    {
      schema: {
        tags,
        summary: "Save as Template: a project's plan, links and budget lines, no people or time",
        body: saveAsTemplateSchema,
        response: { 201: templateSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await saveAsTemplate(db, requirePermission(request, 'templates.manage'), request.body),
        ),
  );

  app.patch(
    '/templates/:id',
    {
      schema: {
        tags,
        summary: "Rename one of the organization's templates, or change its category",
        params: idParams,
        body: templateUpdateSchema,
        response: { 200: templateSchema, ...errors },
      },
    },
    async (request) =>
      updateTemplate(
        db,
        requirePermission(request, 'templates.manage'),
        request.params.id,
        request.body,
      ),
  );

  app.delete(
    '/templates/:id',
    {
      schema: {
        tags,
        summary: "Delete one of the organization's templates",
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTemplate(db, requirePermission(request, 'templates.manage'), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/templates/:id/use',
    {
      schema: {
        tags,
        summary: 'Use Template: a new project with its plan placed from a start date',
        params: idParams,
        body: newProjectFromPlanSchema,
        response: { 201: projectSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'projects.manage');
      const id = await useTemplate(db, ctx, request.params.id, request.body, options);
      return reply.status(201).send(await getProject(db, ctx, id, options));
    },
  );

  app.post(
    '/projects/:id/clone',
    {
      schema: {
        tags,
        summary: 'Clone a project: its plan, links and budget lines in a new project',
        params: z.object({ id: z.string().uuid('Project not found') }),
        body: newProjectFromPlanSchema,
        response: { 201: projectSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'projects.manage');
      const id = await cloneProject(db, ctx, request.params.id, request.body, options);
      return reply.status(201).send(await getProject(db, ctx, id, options));
    },
  );

  app.get(
    '/templates/:id/export',
    {
      schema: {
        tags,
        summary: 'A template as a file (JSON with a version) to import elsewhere',
        params: idParams,
        response: { 200: templateFileOutputSchema, ...errors },
      },
    },
    async (request, reply) => {
      const file = await exportTemplate(
        db,
        requirePermission(request, 'projects.manage_own'),
        request.params.id,
      );
      return reply
        .header('content-disposition', `attachment; filename="${templateFileName(file.name)}"`)
        .send(file);
    },
  );

  app.post(
    '/templates/import',
    {
      schema: {
        tags,
        summary: 'Import a template file; a newer version or a broken plan is refused',
        body: templateFileSchema,
        response: { 201: templateSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await importTemplate(db, requirePermission(request, 'templates.manage'), request.body),
        ),
  );
};

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { PROJECT_NOT_FOUND } from '../projects/access';
import type { AnyProjectChild } from './declare';
import {
  createProjectChild,
  deleteProjectChild,
  findProjectChildren,
  updateProjectChild,
} from './service';

export const childErrors = problemResponses(400, 401, 403, 404);
export const projectParams = z.object({ projectId: z.string().uuid(PROJECT_NOT_FOUND) });

// Everyone who reads the portfolio reads a project's children; changing them takes the right to
// change the project, which the service narrows to the projects one manages.
const read = (request: FastifyRequest) => requirePermission(request, 'portfolio.read');
const change = (request: FastifyRequest) => requirePermission(request, 'projects.manage_own');

/**
 * The routes of project children, from their declarations: at /projects/:projectId/<path>
 * list (when declared), add (201), change the fields given (200) and delete (204).
 */
export function projectChildRoutes(
  ...children: AnyProjectChild[]
): FastifyPluginAsyncZod<{ db: Database }> {
  return async (app, { db }) => {
    for (const child of children) {
      const { tag, path, param, schemas, summaries } = child;
      const base = `/projects/:projectId/${path}`;
      const rowParams = projectParams.extend({ [param]: z.string().uuid(child.notFound) });
      // Both ids are checked by `rowParams`; its key is the child's, so TypeScript sees an index.
      const idsOf = (params: Record<string, string | undefined>) => ({
        projectId: params.projectId!,
        id: params[param]!,
      });
      const tags = [tag];

      if (summaries.list)
        app.get(
          base,
          {
            schema: {
              tags,
              summary: summaries.list,
              params: projectParams,
              response: { 200: z.array(schemas.output), ...childErrors },
            },
          },
          async (request) =>
            findProjectChildren(db, read(request), child, request.params.projectId),
        );
      app.post(
        base,
        {
          schema: {
            tags,
            summary: summaries.create,
            params: projectParams,
            body: schemas.input,
            response: { 201: schemas.output, ...childErrors },
          },
        },
        async (request, reply) => {
          const ctx = change(request);
          const created = await createProjectChild(
            db,
            ctx,
            child,
            request.params.projectId,
            request.body,
          );
          return reply.status(201).send(created);
        },
      );
      app.patch(
        `${base}/:${param}`,
        {
          schema: {
            tags,
            summary: summaries.update,
            params: rowParams,
            body: schemas.update,
            response: { 200: schemas.output, ...childErrors },
          },
        },
        async (request) => {
          const { projectId, id } = idsOf(request.params);
          return updateProjectChild(db, change(request), child, projectId, id, request.body);
        },
      );
      app.delete(
        `${base}/:${param}`,
        {
          schema: {
            tags,
            summary: summaries.delete,
            params: rowParams,
            response: { 204: z.null(), ...childErrors },
          },
        },
        async (request, reply) => {
          const { projectId, id } = idsOf(request.params);
          await deleteProjectChild(db, change(request), child, projectId, id);
          return reply.status(204).send(null);
        },
      );
    }
  };
}

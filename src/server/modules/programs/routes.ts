import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  programChoiceQuerySchema,
  programChoiceSchema,
  programInputSchema,
  programPageSchema,
  programQuerySchema,
  programSchema,
} from '../../../shared/schemas/programs';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import {
  createProgram,
  deleteProgram,
  findProgramChoices,
  findPrograms,
  updateProgram,
} from './service';

const errors = problemResponses(400, 401, 403, 404);
const idParams = z.object({ id: z.string().uuid('Program not found') });

export const programRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/programs',
    {
      schema: {
        tags: ['programs'],
        summary:
          "A page of the organization's programs with their customer, searched and sorted, newest first by default",
        querystring: programQuerySchema,
        response: { 200: programPageSchema, ...errors },
      },
    },
    async (request) =>
      findPrograms(db, requirePermission(request, 'portfolio.read'), request.query),
  );
  app.get(
    '/programs/choices',
    {
      schema: {
        tags: ['programs'],
        summary: 'Programs to pick from, by name: at most 100, searched, of one customer if given',
        querystring: programChoiceQuerySchema,
        response: { 200: z.array(programChoiceSchema), ...errors },
      },
    },
    async (request) =>
      findProgramChoices(db, requirePermission(request, 'portfolio.read'), request.query),
  );
  app.post(
    '/programs',
    {
      schema: {
        tags: ['programs'],
        summary: 'Add a program',
        body: programInputSchema,
        response: { 201: programSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createProgram(db, requirePermission(request, 'programs.manage'), request.body)),
  );
  app.patch(
    '/programs/:id',
    {
      schema: {
        tags: ['programs'],
        summary: 'Change a program',
        params: idParams,
        body: programInputSchema,
        response: { 200: programSchema, ...errors },
      },
    },
    async (request) =>
      updateProgram(
        db,
        requirePermission(request, 'programs.manage'),
        request.params.id,
        request.body,
      ),
  );
  app.delete(
    '/programs/:id',
    {
      schema: {
        tags: ['programs'],
        summary: 'Delete a program with its projects',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteProgram(db, requirePermission(request, 'programs.manage'), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newPersonSchema, personSchema } from '../../../shared/schemas/people';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { createPerson, findPeople } from './service';

const errors = problemResponses(400, 401, 403, 409);

export const peopleRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.get(
    '/users',
    {
      schema: {
        tags: ['people'],
        summary: "The organization's people with their roles",
        response: { 200: z.array(personSchema), ...errors },
      },
    },
    async (request) => findPeople(db, requirePermission(request, 'people.read')),
  );

  app.post(
    '/users',
    {
      schema: {
        tags: ['people'],
        summary: 'Add a person and invite them by email (admin)',
        body: newPersonSchema,
        response: { 201: personSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'organization.manage');
      return reply.status(201).send(await createPerson(db, ctx, request.body, publicUrl));
    },
  );
};

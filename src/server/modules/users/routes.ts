import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newPersonSchema,
  personChoiceQuerySchema,
  personChoiceSchema,
  personPageSchema,
  personQuerySchema,
  personSchema,
  personUpdateSchema,
  USER_NOT_FOUND,
} from '../../../shared/schemas/people';
import type { Database } from '../../db/client';
import { publish } from '../../events/bus';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { sendPasswordReset, setActive, updatePerson } from './admin';
import { createPerson, findPeople, findPersonChoices } from './service';

const errors = problemResponses(400, 401, 403, 409);
const personErrors = problemResponses(400, 401, 403, 404, 409);
const personParams = z.object({ id: z.string().uuid(USER_NOT_FOUND) });

export const peopleRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.get(
    '/users',
    {
      schema: {
        tags: ['people'],
        summary:
          "A page of the organization's people with their roles, searched, sorted and by status, by name by default",
        querystring: personQuerySchema,
        response: { 200: personPageSchema, ...errors },
      },
    },
    async (request) => findPeople(db, requirePermission(request, 'people.read'), request.query),
  );

  app.get(
    '/users/choices',
    {
      schema: {
        tags: ['people'],
        summary: 'Active people to pick from, by name: at most 100, searched by name or email',
        querystring: personChoiceQuerySchema,
        response: { 200: z.array(personChoiceSchema), ...errors },
      },
    },
    async (request) =>
      findPersonChoices(db, requirePermission(request, 'people.read'), request.query),
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

  app.patch(
    '/users/:id',
    {
      schema: {
        tags: ['people'],
        summary:
          "Change a person's name, job title, department, team, hourly cost or roles (admin)",
        params: personParams,
        body: personUpdateSchema,
        response: { 200: personSchema, ...personErrors },
      },
    },
    async (request) =>
      updatePerson(
        db,
        requirePermission(request, 'organization.manage'),
        request.params.id,
        request.body,
      ),
  );

  for (const [action, isActive] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `/users/:id/${action}`,
      {
        schema: {
          tags: ['people'],
          summary: isActive
            ? 'Let a person sign in again (admin)'
            : 'Deactivate a person: signed out everywhere at once, and no sign-in (admin)',
          params: personParams,
          response: { 200: personSchema, ...personErrors },
        },
      },
      async (request) => {
        const ctx = requirePermission(request, 'organization.manage');
        const person = await setActive(db, ctx, request.params.id, isActive);
        if (!isActive)
          await publish(
            db,
            [
              {
                organizationId: ctx.organizationId,
                userId: person.id,
                type: 'session.ended',
                data: {},
              },
            ],
            request.log,
          );
        return person;
      },
    );
  }

  app.post(
    '/users/:id/password-reset',
    {
      schema: {
        tags: ['people'],
        summary: 'Mail a person a link to choose a new password (admin)',
        params: personParams,
        response: { 204: z.null(), ...personErrors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'organization.manage');
      await sendPasswordReset(db, ctx, request.params.id, publicUrl);
      return reply.status(204).send(null);
    },
  );
};

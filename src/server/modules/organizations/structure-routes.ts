import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { daySchema } from '../../../shared/schemas/dates';
import {
  departmentInputSchema,
  departmentSchema,
  holidayInputSchema,
  holidaySchema,
  teamInputSchema,
  teamSchema,
  workingCalendarInputSchema,
  workingCalendarSchema,
} from '../../../shared/schemas/organization';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import {
  createHoliday,
  deleteHoliday,
  findHolidays,
  getWorkingCalendar,
  HOLIDAY_NOT_FOUND,
  updateWorkingCalendar,
} from './calendar';
import {
  createDepartment,
  createTeam,
  DEPARTMENT_NOT_FOUND,
  deleteDepartment,
  deleteTeam,
  findDepartments,
  findTeams,
  TEAM_NOT_FOUND,
} from './structure';

const errors = problemResponses(400, 401, 403, 404, 409);
const idOf = (message: string) => z.object({ id: z.string().uuid(message) });

/** Departments, teams and the working calendar (weekdays, holidays, default targets). */
export const organizationStructureRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.get(
    '/departments',
    {
      schema: {
        tags: ['organization'],
        summary: "The organization's departments by name, with their number of people",
        response: { 200: z.array(departmentSchema), ...errors },
      },
    },
    async (request) => findDepartments(db, requirePermission(request, 'people.read')),
  );

  app.post(
    '/departments',
    {
      schema: {
        tags: ['organization'],
        summary: 'Add a department (admin)',
        body: departmentInputSchema,
        response: { 201: departmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'organization.manage');
      return reply.status(201).send(await createDepartment(db, ctx, request.body));
    },
  );

  app.delete(
    '/departments/:id',
    {
      schema: {
        tags: ['organization'],
        summary: 'Delete a department with its teams; its people keep no department (admin)',
        params: idOf(DEPARTMENT_NOT_FOUND),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'organization.manage');
      await deleteDepartment(db, ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/teams',
    {
      schema: {
        tags: ['organization'],
        summary: "The organization's teams by department and name, with their number of people",
        response: { 200: z.array(teamSchema), ...errors },
      },
    },
    async (request) => findTeams(db, requirePermission(request, 'people.read')),
  );

  app.post(
    '/teams',
    {
      schema: {
        tags: ['organization'],
        summary: 'Add a team to a department (admin)',
        body: teamInputSchema,
        response: { 201: teamSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'organization.manage');
      return reply.status(201).send(await createTeam(db, ctx, request.body));
    },
  );

  app.delete(
    '/teams/:id',
    {
      schema: {
        tags: ['organization'],
        summary: 'Delete a team; its people keep no team (admin)',
        params: idOf(TEAM_NOT_FOUND),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'organization.manage');
      await deleteTeam(db, ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/organization/calendar',
    {
      schema: {
        tags: ['organization'],
        summary: 'Working weekdays and default utilization targets of the organization',
        response: { 200: workingCalendarSchema, ...errors },
      },
    },
    async (request) => getWorkingCalendar(db, requirePermission(request, 'time.own')),
  );

  app.patch(
    '/organization/calendar',
    {
      schema: {
        tags: ['organization'],
        summary: 'Change the working weekdays or default utilization targets (admin)',
        body: workingCalendarInputSchema,
        response: { 200: workingCalendarSchema, ...errors },
      },
    },
    async (request) =>
      updateWorkingCalendar(db, requirePermission(request, 'organization.manage'), request.body),
  );

  app.get(
    '/holidays',
    {
      schema: {
        tags: ['organization'],
        summary: "The organization's holidays by date, optionally from and to a day",
        querystring: z.object({ from: daySchema.optional(), to: daySchema.optional() }),
        response: { 200: z.array(holidaySchema), ...errors },
      },
    },
    async (request) => findHolidays(db, requirePermission(request, 'time.own'), request.query),
  );

  app.post(
    '/holidays',
    {
      schema: {
        tags: ['organization'],
        summary: 'Add a holiday, one a day (admin)',
        body: holidayInputSchema,
        response: { 201: holidaySchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'organization.manage');
      return reply.status(201).send(await createHoliday(db, ctx, request.body));
    },
  );

  app.delete(
    '/holidays/:id',
    {
      schema: {
        tags: ['organization'],
        summary: 'Delete a holiday (admin)',
        params: idOf(HOLIDAY_NOT_FOUND),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'organization.manage');
      await deleteHoliday(db, ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

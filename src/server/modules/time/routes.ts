import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  breakStartSchema,
  SESSION_NOT_FOUND,
  type Session,
  sessionInputSchema,
  sessionSchema,
  sessionsQuerySchema,
  sessionUpdateSchema,
  timerStartSchema,
  todaySessionsSchema,
  trackableActivitySchema,
  trackableProjectQuerySchema,
  trackableProjectSchema,
} from '../../../shared/schemas/time';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../db/tenant';
import { publish } from '../../events/bus';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { PROJECT_NOT_FOUND } from '../projects/access';
import { type Clock, systemClock } from './clock';
import { findTrackableActivities, findTrackableProjects } from './projects';
import { timeReportRoutes } from './report-routes';
import {
  createSession,
  deleteSession,
  findSessions,
  findTodaySessions,
  updateSession,
} from './sessions';
import { getRunningTimer, startTimer, stopTimer } from './timer';
import { resumeTimer, startBreak } from './timer-breaks';

const errors = problemResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.string().uuid(SESSION_NOT_FOUND) });
const tags = ['time'];

/** Tells the caller's other open tabs that their timer changed (after the change committed). */
async function timerChanged(
  db: Database,
  ctx: TenantContext,
  session: Session,
  log: FastifyBaseLogger,
): Promise<Session> {
  const data = { sessionId: session.id, isRunning: session.isRunning, onBreak: session.onBreak };
  await publish(
    db,
    [{ organizationId: ctx.organizationId, userId: ctx.actorId, type: 'timer.updated', data }],
    log,
  );
  return session;
}

/** The timer, one's own sessions, and (in report-routes) utilization and export. */
export const timeRoutes: FastifyPluginAsyncZod<{ db: Database; now?: Clock }> = async (
  app,
  { db, now = systemClock },
) => {
  app.get(
    '/time/projects',
    {
      schema: {
        tags,
        summary:
          'Projects time can be tracked on, by name: at most 100, searched by name or code (their activities: /time/projects/:id/activities)',
        querystring: trackableProjectQuerySchema,
        response: { 200: z.array(trackableProjectSchema), ...errors },
      },
    },
    async (request) =>
      findTrackableProjects(db, requirePermission(request, 'time.own'), request.query),
  );

  app.get(
    '/time/projects/:id/activities',
    {
      schema: {
        tags,
        summary: 'The activities of a project time can be tracked on',
        params: z.object({ id: z.string().uuid(PROJECT_NOT_FOUND) }),
        response: { 200: z.array(trackableActivitySchema), ...errors },
      },
    },
    async (request) =>
      findTrackableActivities(db, requirePermission(request, 'time.own'), request.params.id),
  );

  app.get(
    '/time/timer',
    {
      schema: {
        tags,
        summary: 'My running session with its breaks, or null',
        response: { 200: sessionSchema.nullable(), ...errors },
      },
    },
    async (request) => getRunningTimer(db, requirePermission(request, 'time.own')),
  );

  app.post(
    '/time/timer/start',
    {
      schema: {
        tags,
        summary: 'Start my timer (409 when one is already running)',
        body: timerStartSchema,
        response: { 201: sessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'time.own');
      const session = await startTimer(db, ctx, request.body, now);
      return reply.status(201).send(await timerChanged(db, ctx, session, request.log));
    },
  );

  app.post(
    '/time/timer/break',
    {
      schema: {
        tags,
        summary: 'Take a break in my running session',
        body: breakStartSchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'time.own');
      return timerChanged(db, ctx, await startBreak(db, ctx, request.body, now), request.log);
    },
  );

  app.post(
    '/time/timer/resume',
    {
      schema: {
        tags,
        summary: 'End my break',
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'time.own');
      return timerChanged(db, ctx, await resumeTimer(db, ctx, now), request.log);
    },
  );

  app.post(
    '/time/timer/stop',
    {
      schema: {
        tags,
        summary: 'Stop my timer: whole minutes worked, unpaid breaks excluded',
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'time.own');
      return timerChanged(db, ctx, await stopTimer(db, ctx, now), request.log);
    },
  );

  app.get(
    '/time/sessions',
    {
      schema: {
        tags,
        summary: 'My sessions newest first (the latest 20 unless told)',
        querystring: sessionsQuerySchema,
        response: { 200: z.array(sessionSchema), ...errors },
      },
    },
    async (request) => findSessions(db, requirePermission(request, 'time.own'), request.query, now),
  );

  app.get(
    '/time/sessions/today',
    {
      schema: {
        tags,
        summary: 'My sessions overlapping today in my time zone',
        response: { 200: todaySessionsSchema, ...errors },
      },
    },
    async (request) => findTodaySessions(db, requirePermission(request, 'time.own'), now),
  );

  app.post(
    '/time/sessions',
    {
      schema: {
        tags,
        summary: 'Add a session by hand',
        body: sessionInputSchema,
        response: { 201: sessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'time.own');
      return reply.status(201).send(await createSession(db, ctx, request.body, now));
    },
  );

  app.patch(
    '/time/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Change one of my sessions',
        params: idParams,
        body: sessionUpdateSchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request) =>
      updateSession(
        db,
        requirePermission(request, 'time.own'),
        request.params.id,
        request.body,
        now,
      ),
  );

  app.delete(
    '/time/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of my sessions',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSession(db, requirePermission(request, 'time.own'), request.params.id);
      return reply.status(204).send(null);
    },
  );

  await app.register(timeReportRoutes, { db, now });
};

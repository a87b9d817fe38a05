import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cellInputSchema,
  pendingTimesheetPageSchema,
  pendingTimesheetQuerySchema,
  rowRemoveSchema,
  TIMESHEET_NOT_FOUND,
  timesheetReviewSchema,
  timesheetWeekSchema,
  weekActionSchema,
  weekQuerySchema,
} from '../../../shared/schemas/timesheets';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { type Clock, systemClock } from '../time/clock';
import { copyLastWeek, getWeek, removeRow, setCell } from './grid';
import { findPendingTimesheets, getTimesheet, reviewTimesheet, submitWeek } from './review';

const errors = problemResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.string().uuid(TIMESHEET_NOT_FOUND) });
const tags = ['timesheets'];
const week = { 200: timesheetWeekSchema, ...errors };

/** The weekly grid of one's own time, submitting it, and reviewing other people's weeks. */
export const timesheetRoutes: FastifyPluginAsyncZod<{ db: Database; now?: Clock }> = async (
  app,
  { db, now = systemClock },
) => {
  const live = (log: typeof app.log) => ({ log, now });

  app.get(
    '/timesheets/week',
    {
      schema: {
        tags,
        summary: 'My week as a grid of project/activity rows and days, with its status',
        querystring: weekQuerySchema,
        response: week,
      },
    },
    async (request) => getWeek(db, requirePermission(request, 'time.own'), request.query.start),
  );

  app.put(
    '/timesheets/week/cells',
    {
      schema: {
        tags,
        summary: 'Type a duration (1:30, 90m, 1.5h) into a cell of my week',
        body: cellInputSchema,
        response: week,
      },
    },
    async (request) => setCell(db, requirePermission(request, 'time.own'), request.body, now),
  );

  app.post(
    '/timesheets/week/copy-last-week',
    {
      schema: {
        tags,
        summary: "Put last week's rows on my week, without their time",
        body: weekActionSchema,
        response: week,
      },
    },
    async (request) =>
      copyLastWeek(db, requirePermission(request, 'time.own'), request.body.weekStart),
  );

  app.post(
    '/timesheets/week/rows/remove',
    {
      schema: {
        tags,
        summary: 'Take a row without time off my week',
        body: rowRemoveSchema,
        response: week,
      },
    },
    async (request) => removeRow(db, requirePermission(request, 'time.own'), request.body),
  );

  app.post(
    '/timesheets/week/submit',
    {
      schema: {
        tags,
        summary: 'Submit my week for approval',
        body: weekActionSchema,
        response: week,
      },
    },
    async (request) =>
      submitWeek(
        db,
        requirePermission(request, 'time.own'),
        request.body.weekStart,
        live(request.log),
      ),
  );

  app.get(
    '/timesheets/pending',
    {
      schema: {
        tags,
        summary:
          'A page of the submitted weeks waiting for my review, oldest first unless sorted, searched by person',
        querystring: pendingTimesheetQuerySchema,
        response: { 200: pendingTimesheetPageSchema, ...errors },
      },
    },
    async (request) =>
      findPendingTimesheets(db, requirePermission(request, 'time.own'), request.query),
  );

  app.get(
    '/timesheets/:id',
    {
      schema: {
        tags,
        summary: "A submitted week's grid, for its person or a reviewer",
        params: idParams,
        response: week,
      },
    },
    async (request) => getTimesheet(db, requirePermission(request, 'time.own'), request.params.id),
  );

  app.post(
    '/timesheets/:id/review',
    {
      schema: {
        tags,
        summary: 'Approve (and lock) or reject a submitted week',
        params: idParams,
        body: timesheetReviewSchema,
        response: week,
      },
    },
    async (request) =>
      reviewTimesheet(
        db,
        requirePermission(request, 'time.own'),
        request.params.id,
        request.body,
        live(request.log),
      ),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RESOURCES_TEMPLATE,
  RESOURCES_TEMPLATE_FILE,
} from '../../../shared/domain/resource-import';
import { resourcesImportRequestSchema } from '../../../shared/schemas/csv-import';
import {
  allocationInputSchema,
  allocationSchema,
  heatMapQuerySchema,
  heatMapCellDetailSchema,
  heatMapCellQuerySchema,
  heatMapSchema,
  resourceCapacityPageSchema,
  resourceCapacityQuerySchema,
  resourceOverviewPageSchema,
  resourceOverviewQuerySchema,
  resourceUtilizationPageSchema,
  resourceUtilizationQuerySchema,
  targetInputSchema,
  timeOffInputSchema,
  timeOffPageSchema,
  timeOffQuerySchema,
  timeOffSchema,
} from '../../../shared/schemas/resources';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { registerCsvImport } from '../imports/csv-import-routes';
import { type Clock, systemClock } from '../time/clock';
import { findHeatMap, findHeatMapCell } from './heat-map';
import { importResources } from './import';
import { findCapacity } from './capacity';
import { allocateCapacity, deleteAllocation, findOverview, findUtilization } from './service';
import { clearTarget, setTarget } from './targets';
import { addTimeOff, deleteTimeOff, findTimeOff } from './time-off';

const errors = problemResponses(400, 401, 403, 404, 409);
const tags = ['resources'];

export const resourceRoutes: FastifyPluginAsyncZod<{
  db: Database;
  publicUrl: string;
  now?: Clock;
}> = async (app, { db, publicUrl, now = systemClock }) => {
  registerCsvImport(app, {
    area: 'resources',
    permission: 'resources.manage',
    template: { fileName: RESOURCES_TEMPLATE_FILE, content: RESOURCES_TEMPLATE },
    summary: 'Import people from CSV: update known emails, invite new ones if asked',
    body: resourcesImportRequestSchema,
    run: (ctx, file) => importResources(db, ctx, file, publicUrl),
  });

  app.get(
    '/resources/overview',
    {
      schema: {
        tags,
        summary:
          'A page of the active people with their capacity today and 30-day utilization, searched and sorted, by name by default',
        querystring: resourceOverviewQuerySchema,
        response: { 200: resourceOverviewPageSchema, ...errors },
      },
    },
    async (request) =>
      findOverview(db, requirePermission(request, 'people.read'), now, request.query),
  );

  app.get(
    '/resources/capacity',
    {
      schema: {
        tags,
        summary:
          'A page of the active people by name, each with their capacity today and the allocations, activity assignments and time off not yet ended',
        querystring: resourceCapacityQuerySchema,
        response: { 200: resourceCapacityPageSchema, ...errors },
      },
    },
    async (request) =>
      findCapacity(db, requirePermission(request, 'people.read'), now, request.query),
  );

  app.get(
    '/resources/heat-map',
    {
      schema: {
        tags,
        summary:
          "Each active person's load week by week: allocations and assignments over their available days",
        querystring: heatMapQuerySchema,
        response: { 200: heatMapSchema, ...errors },
      },
    },
    async (request) =>
      findHeatMap(
        db,
        requirePermission(request, 'people.read'),
        now().toISOString().slice(0, 10),
        request.query,
      ),
  );

  app.get(
    '/resources/heat-map/cell',
    {
      schema: {
        tags,
        summary: "One person's week of the heat map, with the allocations and assignments in it",
        querystring: heatMapCellQuerySchema,
        response: { 200: heatMapCellDetailSchema, ...errors },
      },
    },
    async (request) =>
      findHeatMapCell(db, requirePermission(request, 'people.read'), request.query),
  );

  app.get(
    '/resources/utilization',
    {
      schema: {
        tags,
        summary:
          'A page of the active people with their 30-day hours and utilization against their target, searched and sorted',
        querystring: resourceUtilizationQuerySchema,
        response: { 200: resourceUtilizationPageSchema, ...errors },
      },
    },
    async (request) =>
      findUtilization(db, requirePermission(request, 'people.read'), now, request.query),
  );

  app.post(
    '/resources/capacity',
    {
      schema: {
        tags,
        summary: 'Allocate a share of a person on a project',
        body: allocationInputSchema,
        response: { 201: allocationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'resources.manage');
      return reply.status(201).send(await allocateCapacity(db, ctx, request.body, now));
    },
  );

  app.delete(
    '/resources/capacity/:id',
    {
      schema: {
        tags,
        summary: 'Delete a capacity allocation',
        params: z.object({ id: z.string().uuid('Allocation not found') }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAllocation(db, requirePermission(request, 'resources.manage'), request.params.id);
      return reply.status(204).send(null);
    },
  );

  const personParams = z.object({ id: z.string().uuid('Resource not found') });

  app.put(
    '/resources/:id/target',
    {
      schema: {
        tags,
        summary: "Set a person's utilization target",
        params: personParams,
        body: targetInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await setTarget(
        db,
        requirePermission(request, 'resources.manage'),
        request.params.id,
        request.body,
      );
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/resources/:id/target',
    {
      schema: {
        tags,
        summary: "Use the organization's default target for a person",
        params: personParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await clearTarget(db, requirePermission(request, 'resources.manage'), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/resources/time-off',
    {
      schema: {
        tags,
        summary:
          "A page of the organization's time off, latest start first, of one person if asked, searched by reason",
        querystring: timeOffQuerySchema,
        response: { 200: timeOffPageSchema, ...errors },
      },
    },
    async (request) => findTimeOff(db, requirePermission(request, 'people.read'), request.query),
  );

  app.post(
    '/resources/time-off',
    {
      schema: {
        tags,
        summary: 'Add days a person is away',
        body: timeOffInputSchema,
        response: { 201: timeOffSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'resources.manage');
      return reply.status(201).send(await addTimeOff(db, ctx, request.body));
    },
  );

  app.delete(
    '/resources/time-off/:id',
    {
      schema: {
        tags,
        summary: 'Delete time off',
        params: z.object({ id: z.string().uuid('Time off not found') }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTimeOff(db, requirePermission(request, 'resources.manage'), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

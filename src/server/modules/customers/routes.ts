import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CUSTOMERS_TEMPLATE,
  CUSTOMERS_TEMPLATE_FILE,
} from '../../../shared/domain/customer-import';
import {
  customerChoiceQuerySchema,
  customerChoiceSchema,
  customerInputSchema,
  customerPageSchema,
  customerQuerySchema,
  customerSchema,
} from '../../../shared/schemas/customers';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { registerCsvImport } from '../imports/csv-import-routes';
import { importCustomers } from './import';
import {
  createCustomer,
  deleteCustomer,
  findCustomerChoices,
  findCustomers,
  updateCustomer,
} from './service';

const errors = problemResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.string().uuid('Customer not found') });

export const customerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/customers',
    {
      schema: {
        tags: ['customers'],
        summary:
          "A page of the organization's customers, searched, in hierarchy order unless sorted",
        querystring: customerQuerySchema,
        response: { 200: customerPageSchema, ...errors },
      },
    },
    async (request) =>
      findCustomers(db, requirePermission(request, 'portfolio.read'), request.query),
  );

  app.get(
    '/customers/choices',
    {
      schema: {
        tags: ['customers'],
        summary:
          'Customers to pick from, by name: at most 100, searched, without one customer and those below it if asked',
        querystring: customerChoiceQuerySchema,
        response: { 200: z.array(customerChoiceSchema), ...errors },
      },
    },
    async (request) =>
      findCustomerChoices(db, requirePermission(request, 'portfolio.read'), request.query),
  );

  app.post(
    '/customers',
    {
      schema: {
        tags: ['customers'],
        summary: 'Add a customer',
        body: customerInputSchema,
        response: { 201: customerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'customers.manage');
      return reply.status(201).send(await createCustomer(db, ctx, request.body));
    },
  );

  app.patch(
    '/customers/:id',
    {
      schema: {
        tags: ['customers'],
        summary: 'Change a customer',
        params: idParams,
        body: customerInputSchema,
        response: { 200: customerSchema, ...errors },
      },
    },
    async (request) =>
      updateCustomer(
        db,
        requirePermission(request, 'customers.manage'),
        request.params.id,
        request.body,
      ),
  );

  app.delete(
    '/customers/:id',
    {
      schema: {
        tags: ['customers'],
        summary: 'Delete a customer with its programs and projects',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCustomer(db, requirePermission(request, 'customers.manage'), request.params.id);
      return reply.status(204).send(null);
    },
  );

  registerCsvImport(app, {
    area: 'customers',
    permission: 'customers.manage',
    template: { fileName: CUSTOMERS_TEMPLATE_FILE, content: CUSTOMERS_TEMPLATE },
    summary: 'Import customers from CSV: match by name, update or insert, report row errors',
    run: (ctx, file) => importCustomers(db, ctx, file),
  });
};

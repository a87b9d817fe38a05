import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES, attachmentSchema } from '../../../shared/schemas/change-requests';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import type { FileStorage } from '../../storage/storage';
import { CHANGE_REQUEST_NOT_FOUND } from './access';
import {
  addAttachment,
  ATTACHMENT_NOT_FOUND,
  deleteAttachment,
  openAttachment,
} from './attachments';
import { contentDisposition, FILE_TOO_LARGE } from './file-types';

const errors = problemResponses(400, 401, 403, 404, 409, 413, 415);
const requestParams = z.object({ id: z.string().uuid(CHANGE_REQUEST_NOT_FOUND) });
const attachmentParams = requestParams.extend({
  attachmentId: z.string().uuid(ATTACHMENT_NOT_FOUND),
});
export const UPLOAD_UNREADABLE =
  'The upload could not be read: send one file as multipart/form-data';

/** A failure of the multipart body itself (malformed, cut short): the client's, so a 400. */
function asUploadError(error: unknown): Error {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof Error && typeof status === 'number' && status < 500) return error;
  return new AppError('bad_request', UPLOAD_UNREADABLE);
}

// Room for the multipart boundaries and headers around the one file.
const MAX_REQUEST_BYTES = ATTACHMENT_MAX_BYTES + 64 * 1024;

export const attachmentRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: FileStorage;
}> = async (app, { db, storage }) => {
  // One file per request; a byte over the limit is enough to tell it is too large.
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 10, parts: 11 },
  });

  app.post(
    '/change-requests/:id/attachments',
    {
      schema: {
        tags: ['change requests'],
        summary: 'Attach one file (multipart/form-data, 10 MB at most) to a pending request',
        consumes: ['multipart/form-data'],
        params: requestParams,
        response: { 201: attachmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const ctx = requirePermission(request, 'projects.manage_own');
        if (Number(request.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES)
          throw new AppError('payload_too_large', FILE_TOO_LARGE);
        const attachment = await addAttachment(
          { db, storage, log: request.log },
          ctx,
          request.params.id,
          async () => {
            const part = request.isMultipart()
              ? await request.file().catch((error: unknown) => {
                  throw asUploadError(error);
                })
              : undefined;
            if (!part) return undefined;
            // A body that breaks off fails while it streams, or has failed already.
            if (part.file.errored || part.file.destroyed) throw asUploadError(part.file.errored);
            return {
              fileName: part.filename,
              content: part.file,
              wasTruncated: () => part.file.truncated,
            };
          },
        );
        return reply.status(201).send(attachment);
      } catch (error) {
        // The rest of a refused upload is not worth receiving: answer, then hang up.
        reply.header('connection', 'close');
        throw error;
      }
    },
  );

  app.get(
    '/change-requests/:id/attachments/:attachmentId',
    {
      schema: {
        tags: ['change requests'],
        summary: 'Download an attachment under its original name',
        produces: ['application/octet-stream'],
        params: attachmentParams,
      },
    },
    async (request, reply) => {
      const file = await openAttachment(
        { db, storage },
        requirePermission(request, 'portfolio.read'),
        request.params.id,
        request.params.attachmentId,
      );
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  app.delete(
    '/change-requests/:id/attachments/:attachmentId',
    {
      schema: {
        tags: ['change requests'],
        summary: 'Remove an attachment from a pending request',
        params: attachmentParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAttachment(
        { db, storage, log: request.log },
        requirePermission(request, 'portfolio.read'),
        request.params.id,
        request.params.attachmentId,
      );
      return reply.status(204).send(null);
    },
  );
};

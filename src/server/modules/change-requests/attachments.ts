import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { ATTACHMENT_MAX_COUNT, type Attachment } from '../../../shared/schemas/change-requests';
import type { Database, Transaction } from '../../db/client';
import { changeRequestAttachments } from '../../db/schema/registers';
import { type TenantContext, withTenant } from '../../db/tenant';
import { publish } from '../../events/bus';
import { AppError, notFound } from '../../http/errors';
import { PERMISSION_DENIED } from '../../http/guard';
import { type FileStorage, newStorageKey } from '../../storage/storage';
import { auditCreate, auditDelete } from '../audit/change';
import { canChangeProject } from '../projects/access';
import { getVisibleChangeRequest, refuseUnlessPending } from './access';
import { FILE_TOO_LARGE, fileKindOf, inspectFile, safeFileName } from './file-types';
import { readAttachments } from './read';
import { type Live, updatedEvent } from './service';

export const ATTACHMENT_NOT_FOUND = 'Attachment not found';
const TOO_MANY = `A change request can have at most ${ATTACHMENT_MAX_COUNT} attachments`;

/** An uploaded file as the route received it: its name, its bytes, and whether it was cut. */
export type IncomingFile = { fileName: string; content: Readable; wasTruncated: () => boolean };
type Deps = { db: Database; storage: FileStorage } & Live;

/** The request, locked, if the caller may attach to it: project changeable, still pending. */
async function getAttachableRequest(tx: Transaction, ctx: TenantContext, id: string) {
  const found = await getVisibleChangeRequest(tx, ctx, id, true);
  if (!canChangeProject(ctx, found.project)) throw new AppError('forbidden', PERMISSION_DENIED);
  refuseUnlessPending(found.request);
  const count = await tx.$count(
    changeRequestAttachments,
    and(
      eq(changeRequestAttachments.organizationId, ctx.organizationId),
      eq(changeRequestAttachments.changeRequestId, id),
    ),
  );
  if (count >= ATTACHMENT_MAX_COUNT) throw new AppError('conflict', TOO_MANY);
  return found;
}

/**
 * Stores an upload, then its row. The file is checked before anything is read (the caller may
 * attach), while it streams (type, size) and again before the row is written; a file whose
 * row cannot be written is deleted.
 */
export async function addAttachment(
  { db, storage, log }: Deps,
  ctx: TenantContext,
  changeRequestId: string,
  receive: () => Promise<IncomingFile | undefined>,
): Promise<Attachment> {
  await withTenant(db, ctx, (tx) => getAttachableRequest(tx, ctx, changeRequestId));
  const file = await receive();
  if (!file)
    throw new AppError('validation', 'Please choose a file', [
      { path: 'file', message: 'Please choose a file' },
    ]);
  const fileName = safeFileName(file.fileName);
  const kind = fileKindOf(fileName);
  const inspection = inspectFile(kind);
  const key = newStorageKey(ctx.organizationId);
  await storage.put(
    key,
    pipeline(file.content, inspection.stream, () => {}),
  );
  try {
    if (file.wasTruncated()) throw new AppError('payload_too_large', FILE_TOO_LARGE);
    const { attachment, request } = await withTenant(db, ctx, async (tx) => {
      const { request } = await getAttachableRequest(tx, ctx, changeRequestId);
      const values = {
        fileName,
        contentType: kind.contentType,
        sizeBytes: inspection.state.bytes,
        storageKey: key,
      };
      const [row] = await tx
        .insert(changeRequestAttachments)
        .values({
          organizationId: ctx.organizationId,
          changeRequestId,
          uploadedBy: ctx.actorId,
          ...values,
        })
        .returning({ id: changeRequestAttachments.id });
      await auditCreate(tx, ctx, {
        entityType: 'change_request_attachment',
        entityId: row!.id,
        newValues: { changeRequestId, ...values },
      });
      const read = await readAttachments(tx, ctx, [changeRequestId], row!.id);
      return { attachment: read.get(changeRequestId)![0]!, request };
    });
    await publish(db, [updatedEvent(ctx, request)], log);
    return attachment;
  } catch (error) {
    await storage.delete(key).catch((e: unknown) => log.warn({ err: e, key }, 'orphan file'));
    throw error;
  }
}

async function getAttachmentRow(
  tx: Transaction,
  ctx: TenantContext,
  changeRequestId: string,
  id: string,
) {
  const [row] = await tx
    .select()
    .from(changeRequestAttachments)
    .where(
      and(
        eq(changeRequestAttachments.id, id),
        eq(changeRequestAttachments.changeRequestId, changeRequestId),
        eq(changeRequestAttachments.organizationId, ctx.organizationId),
      ),
    );
  if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
  return row;
}

/** The attachment's name, type, size and bytes, for anyone who can see the project. */
export async function openAttachment(
  { db, storage }: Omit<Deps, 'log'>,
  ctx: TenantContext,
  changeRequestId: string,
  id: string,
) {
  const row = await withTenant(db, ctx, async (tx) => {
    await getVisibleChangeRequest(tx, ctx, changeRequestId);
    return getAttachmentRow(tx, ctx, changeRequestId, id);
  });
  const content = await storage.get(row.storageKey);
  if (!content) throw notFound(ATTACHMENT_NOT_FOUND);
  return { fileName: row.fileName, contentType: row.contentType, size: row.sizeBytes, content };
}

/** Removes an attachment of a pending request: its uploader, or whoever may change the project. */
export async function deleteAttachment(
  { db, storage, log }: Deps,
  ctx: TenantContext,
  changeRequestId: string,
  id: string,
): Promise<void> {
  const { row, request } = await withTenant(db, ctx, async (tx) => {
    const { request, project } = await getVisibleChangeRequest(tx, ctx, changeRequestId, true);
    const row = await getAttachmentRow(tx, ctx, changeRequestId, id);
    if (row.uploadedBy !== ctx.actorId && !canChangeProject(ctx, project))
      throw new AppError('forbidden', PERMISSION_DENIED);
    refuseUnlessPending(request);
    await tx
      .delete(changeRequestAttachments)
      .where(
        and(
          eq(changeRequestAttachments.id, id),
          eq(changeRequestAttachments.organizationId, ctx.organizationId),
        ),
      );
    const { createdAt: _c, organizationId: _o, ...oldValues } = row;
    await auditDelete(tx, ctx, {
      entityType: 'change_request_attachment',
      entityId: id,
      oldValues,
    });
    return { row, request };
  });
  // The row is gone first: a file that fails to go is an orphan, never a dangling row.
  await storage
    .delete(row.storageKey)
    .catch((e: unknown) => log.warn({ err: e, key: row.storageKey }, 'orphan file'));
  await publish(db, [updatedEvent(ctx, request)], log);
}

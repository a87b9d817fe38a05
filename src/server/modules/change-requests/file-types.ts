import { Transform } from 'node:stream';
import {
  type ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
} from '../../../shared/schemas/change-requests';
import { AppError } from '../../http/errors';

export const FILE_TOO_LARGE = 'File is too large (10 MB at most)';
export const FILE_TYPE_NOT_ALLOWED = 'This file type is not allowed';
export const FILE_EMPTY = 'The file is empty';

type Extension = (typeof ATTACHMENT_EXTENSIONS)[number];
type FileKind = { contentType: string; isText?: boolean; matches?: (head: Buffer) => boolean };

const startsWith = (...signatures: (string | number[])[]) => {
  const buffers = signatures.map((s) => Buffer.from(s));
  return (head: Buffer) => buffers.some((b) => head.subarray(0, b.length).equals(b));
};
// docx, xlsx and pptx are zip packages.
const zip = startsWith('PK\u0003\u0004');
const jpeg = startsWith([0xff, 0xd8, 0xff]);

/** What each allowed extension is served as, and how its first bytes must look. */
const KINDS: Record<Extension, FileKind> = {
  pdf: { contentType: 'application/pdf', matches: startsWith('%PDF-') },
  png: {
    contentType: 'image/png',
    matches: startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  jpg: { contentType: 'image/jpeg', matches: jpeg },
  jpeg: { contentType: 'image/jpeg', matches: jpeg },
  gif: { contentType: 'image/gif', matches: startsWith('GIF87a', 'GIF89a') },
  webp: {
    contentType: 'image/webp',
    matches: (head) =>
      head.subarray(0, 4).toString('latin1') === 'RIFF' &&
      head.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  txt: { contentType: 'text/plain; charset=utf-8', isText: true },
  csv: { contentType: 'text/csv; charset=utf-8', isText: true },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: zip,
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    matches: zip,
  },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    matches: zip,
  },
};
const HEAD_BYTES = 12;

/** The name to keep: no folders, no control characters, at most 255 characters. */
export function safeFileName(raw: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (raw.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (base.length <= 255) return base || 'attachment';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 255 - extension.length) + extension;
}

/** The allowed kind of a file by its name's extension; 415 for anything else. */
export function fileKindOf(fileName: string): FileKind {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const kind = extension ? (KINDS as Record<string, FileKind>)[extension] : undefined;
  if (!kind) throw new AppError('unsupported_media_type', FILE_TYPE_NOT_ALLOWED);
  return kind;
}

/**
 * Passes a file through while checking it: its first bytes must be those of its kind (text has
 * no NUL byte anywhere), it may not be empty, nor longer than the limit.
 */
export function inspectFile(kind: FileKind, maxBytes = ATTACHMENT_MAX_BYTES) {
  let head = Buffer.alloc(0);
  let checked = false;
  const state = { bytes: 0 };
  const check = () => {
    checked = true;
    if (kind.matches && !kind.matches(head))
      throw new AppError('unsupported_media_type', FILE_TYPE_NOT_ALLOWED);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      state.bytes += chunk.length;
      if (state.bytes > maxBytes) return done(new AppError('payload_too_large', FILE_TOO_LARGE));
      if (kind.isText && chunk.includes(0))
        return done(new AppError('unsupported_media_type', FILE_TYPE_NOT_ALLOWED));
      try {
        if (!checked) {
          head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES)]).subarray(0, HEAD_BYTES);
          if (head.length >= HEAD_BYTES) check();
        }
      } catch (error) {
        return done(error as Error);
      }
      done(null, chunk);
    },
    flush(done) {
      if (state.bytes === 0) return done(new AppError('validation', FILE_EMPTY));
      try {
        if (!checked) check();
      } catch (error) {
        return done(error as Error);
      }
      done();
    },
  });
  return { stream, state };
}

/** A Content-Disposition that downloads under the original name, in any script. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

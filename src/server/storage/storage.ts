import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live, by key. Keys are made by the server (newStorageKey), never from a
 * user's file name; the file name is kept in the database row.
 */
export type FileStorage = {
  /** Stores the whole body under `key`; on failure nothing is left under the key. */
  put: (key: string, body: Readable | Buffer) => Promise<void>;
  /** The stored file, or null when there is none under the key. */
  get: (key: string) => Promise<Readable | null>;
  /** Removes the file; a key with no file is not an error. */
  delete: (key: string) => Promise<void>;
};

/** Lower-case letters, digits and dashes, in segments joined by slashes: no dots, no `..`. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** A fresh random key, grouped by organization so one tenant's files sit together. */
export function newStorageKey(organizationId: string): string {
  return `${organizationId.toLowerCase()}/${randomUUID()}`;
}

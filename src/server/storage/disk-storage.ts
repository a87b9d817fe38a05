import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileStorage, STORAGE_KEY_PATTERN } from './storage';

/** Files on the local disk under `root` (the data directory's files/ by default). */
export function createDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    const full = path.resolve(base, key);
    if (!STORAGE_KEY_PATTERN.test(key) || !full.startsWith(base + path.sep))
      throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return full;
  };

  return {
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      // Written beside the target and renamed into place: a half-written file never has the key.
      const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

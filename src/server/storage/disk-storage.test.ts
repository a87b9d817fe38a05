import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage';
import { newStorageKey } from './storage';

const root = mkdtempSync(path.join(os.tmpdir(), 'stint-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = createDiskStorage(root);

describe('disk storage', () => {
  it('stores, reads back and deletes a file by key', async () => {
    const key = newStorageKey('6f1c0f9e-98a4-4c39-9f4c-1f0d6f0a8c11');
    await storage.put(key, Readable.from(['hello ', 'world']));
    expect(await text((await storage.get(key))!)).toBe('hello world');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('leaves nothing behind when the body fails midway', async () => {
    const key = newStorageKey('0a6c5d58-1f63-4a0e-8a54-2e9d7a3b6f22');
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put(key, failing)).rejects.toThrow('client went away');
    expect(await storage.get(key)).toBeNull();
    expect(readdirSync(path.join(root, key.split('/')[0]!))).toEqual([]);
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../escape', 'a/../../b', '/etc/passwd', 'a/./b', 'A.txt', '', 'a//b'])
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('Invalid storage key');
  });
});

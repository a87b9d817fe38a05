import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isUuid } from './uuid';

const zodUuid = z.string().uuid();

describe('isUuid', () => {
  it("answers as the API's z.string().uuid() does", () => {
    const samples = [
      randomUUID(),
      randomUUID().toUpperCase(),
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b', // version 7
      '0190a1b2-c3d4-9e5f-8a6b-7c8d9e0f1a2b', // version 9: none
      '0190a1b2-c3d4-4e5f-ca6b-7c8d9e0f1a2b', // variant c: none
      `${randomUUID()} `,
      randomUUID().replaceAll('-', ''),
      'not-a-uuid',
      '',
      '12345',
    ];
    for (const sample of samples)
      expect(isUuid(sample), sample).toBe(zodUuid.safeParse(sample).success);
    expect(samples.filter(isUuid)).toHaveLength(5);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { retryDelay, shouldRetry } from './query-client';

describe('query retries', () => {
  it('retries a server error three times', () => {
    const error = new ApiError(500, 'boom');
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('never retries 401, 403 or 404', () => {
    for (const status of [401, 403, 404]) {
      expect(shouldRetry(0, new ApiError(status, 'no'))).toBe(false);
    }
  });

  it('backs off exponentially up to 30 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

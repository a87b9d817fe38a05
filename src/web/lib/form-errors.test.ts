import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { applyFieldErrors } from './form-errors';

describe('applyFieldErrors', () => {
  it('puts problem+json field errors under the matching fields', () => {
    const setError = vi.fn();
    const error = new ApiError(422, 'Invalid input', [
      { path: 'body.name', message: 'Must be at least 2 characters' },
      { path: 'unknown', message: 'ignored' },
    ]);
    expect(applyFieldErrors(error, setError, ['name', 'email'])).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('name', {
      type: 'server',
      message: 'Must be at least 2 characters',
    });
  });

  it('ignores errors that are not API errors', () => {
    const setError = vi.fn();
    expect(applyFieldErrors(new Error('x'), setError, ['name'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

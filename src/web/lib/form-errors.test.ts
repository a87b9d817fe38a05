import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { placeFieldErrors } from './form-errors';

function fakeForm(values: Record<string, unknown>) {
  return { getValues: () => values, setError: vi.fn() };
}

describe('placeFieldErrors', () => {
  it('puts problem+json field errors under the matching fields', () => {
    const form = fakeForm({ name: '', email: '' });
    const error = new ApiError(422, 'Invalid input', [
      { path: 'body.name', message: 'Must be at least 2 characters' },
      { path: 'unknown', message: 'ignored' },
    ]);
    expect(placeFieldErrors(error, form)).toBe(true);
    expect(form.setError).toHaveBeenCalledTimes(1);
    expect(form.setError).toHaveBeenCalledWith('name', {
      type: 'server',
      message: 'Must be at least 2 characters',
    });
  });

  it('reaches a field inside a list of the form', () => {
    const form = fakeForm({ name: '', assignments: [{ resourceId: '' }] });
    const error = new ApiError(400, 'Please select a resource', [
      { path: 'assignments.0.resourceId', message: 'Please select a resource' },
    ]);
    expect(placeFieldErrors(error, form)).toBe(true);
    expect(form.setError).toHaveBeenCalledWith('assignments.0.resourceId', {
      type: 'server',
      message: 'Please select a resource',
    });
  });

  it('leaves a field the form does not hold to the toast', () => {
    const form = fakeForm({ fullName: '' });
    const error = new ApiError(400, 'Invalid role', [{ path: 'role', message: 'Invalid role' }]);
    expect(placeFieldErrors(error, form)).toBe(false);
    expect(form.setError).not.toHaveBeenCalled();
  });

  it('ignores errors that are not API errors', () => {
    const form = fakeForm({ name: '' });
    expect(placeFieldErrors(new Error('x'), form)).toBe(false);
    expect(form.setError).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/web/lib/toast';
import { ApiError, NETWORK_ERROR } from './api';
import { submitForm, submitHandler } from './form-submit';

vi.mock('@/web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function fakeForm(values: Record<string, unknown>) {
  return { getValues: () => values, setError: vi.fn() };
}

const messages = { success: 'Project created successfully', failure: 'Failed to create project' };

describe('submitForm', () => {
  afterEach(() => vi.clearAllMocks());

  it('toasts the success text and hands the result on', async () => {
    const form = fakeForm({ name: '' });
    const onSuccess = vi.fn();
    const ok = await submitForm(
      form,
      { name: 'Portal' },
      {
        ...messages,
        action: async (values) => ({ id: 'p1', ...values }),
        onSuccess,
      },
    );
    expect(ok).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Project created successfully');
    expect(onSuccess).toHaveBeenCalledWith({ id: 'p1', name: 'Portal' }, { name: 'Portal' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('puts field errors under the fields and toasts the validation message', async () => {
    const form = fakeForm({ projectCode: '', assignments: [] });
    const refusal = new ApiError(400, 'This code is already used', [
      { path: 'body.projectCode', message: 'This code is already used' },
      { path: 'assignments.0.resourceId', message: 'Please select a resource' },
      { path: 'role', message: 'not a field of this form' },
    ]);
    const onError = vi.fn();
    const ok = await submitForm(
      form,
      {},
      {
        ...messages,
        action: () => Promise.reject(refusal),
        onError,
      },
    );
    expect(ok).toBe(false);
    expect(form.setError.mock.calls).toEqual([
      ['projectCode', { type: 'server', message: 'This code is already used' }],
      ['assignments.0.resourceId', { type: 'server', message: 'Please select a resource' }],
    ]);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('This code is already used');
    expect(onError).toHaveBeenCalledWith(refusal);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows a conflict on the form itself and in the toast', async () => {
    const form = fakeForm({ start: '' });
    await submitForm(
      form,
      {},
      {
        ...messages,
        action: () => Promise.reject(new ApiError(409, 'This week is approved and locked')),
      },
    );
    expect(form.setError).toHaveBeenCalledWith('root.server', {
      message: 'This week is approved and locked',
    });
    expect(toast.error).toHaveBeenCalledWith('This week is approved and locked');
  });

  it("toasts the server's detail for a refusal and the network message when offline", async () => {
    const form = fakeForm({});
    await submitForm(
      form,
      {},
      {
        ...messages,
        action: () => Promise.reject(new ApiError(403, 'You do not have permission to do this')),
      },
    );
    await submitForm(
      form,
      {},
      {
        ...messages,
        action: () => Promise.reject(new ApiError(0, NETWORK_ERROR)),
      },
    );
    expect(vi.mocked(toast.error).mock.calls).toEqual([
      ['You do not have permission to do this'],
      [NETWORK_ERROR],
    ]);
    expect(form.setError).not.toHaveBeenCalled();
  });

  it("toasts the spec's failure text for a server failure or an error in the browser", async () => {
    const form = fakeForm({});
    await submitForm(
      form,
      {},
      {
        ...messages,
        action: () => Promise.reject(new ApiError(500, 'Internal Server Error')),
      },
    );
    await submitForm(form, {}, { ...messages, action: () => Promise.reject(new TypeError('x')) });
    expect(vi.mocked(toast.error).mock.calls).toEqual([
      ['Failed to create project'],
      ['Failed to create project'],
    ]);
  });
});

describe('submitHandler', () => {
  afterEach(() => vi.clearAllMocks());

  it("toasts the failure text when the form's resolver cannot run", async () => {
    const form = {
      ...fakeForm({}),
      handleSubmit: () => () => Promise.reject(new Error('chunk failed to load')),
    };
    await submitHandler(form, { ...messages, action: async () => undefined })();
    expect(toast.error).toHaveBeenCalledWith('Failed to create project');
  });
});

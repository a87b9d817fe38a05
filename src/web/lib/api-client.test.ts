import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from './api';
import { unwrap } from './api-client';

describe('unwrap', () => {
  it('gives the data of a 2xx answer', async () => {
    const data = await unwrap(Promise.resolve({ data: { id: 'a' }, response: new Response('{}') }));
    expect(data).toEqual({ id: 'a' });
  });

  it("throws the problem's detail and field errors for a refused call", async () => {
    const refused = unwrap(
      Promise.resolve({
        error: {
          detail: 'Customer name is required',
          errors: [{ path: 'name', message: 'Customer name is required' }],
        },
        response: new Response(null, { status: 400, statusText: 'Bad Request' }),
      }),
    );
    await expect(refused).rejects.toMatchObject({
      status: 400,
      detail: 'Customer name is required',
      errors: [{ path: 'name', message: 'Customer name is required' }],
    });
  });

  it('throws a network error (status 0) when the request never got an answer', async () => {
    const failed = unwrap(Promise.reject(new TypeError('Failed to fetch')));
    await expect(failed).rejects.toEqual(new ApiError(0, NETWORK_ERROR));
  });
});

import { describe, expect, it } from 'vitest';
import { together } from './together';

describe('together', () => {
  it('answers each read in its place', async () => {
    const slow = new Promise<string>((resolve) => setTimeout(() => resolve('slow'), 10));
    // A value that needs no read stands as it is.
    const [first, second, third] = await together([slow, Promise.resolve(2), [3]]);
    expect([first, second, third]).toEqual(['slow', 2, [3]]);
  });

  it('fails with the first failure, and only once every read has settled', async () => {
    let lateSettled = false;
    const late = new Promise((resolve) =>
      setTimeout(() => {
        lateSettled = true;
        resolve(1);
      }, 20),
    );
    await expect(
      together([Promise.reject(new Error('first')), late, Promise.reject(new Error('second'))]),
    ).rejects.toThrow('first');
    expect(lateSettled).toBe(true);
  });
});

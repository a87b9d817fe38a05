// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyNamed } from '@/web/lib/lazy-named';
import { WhileLoading } from './while-loading';

// A part whose code never arrives: the block stays in its place.
const Never = lazyNamed(() => new Promise<{ Part: () => null }>(() => {}), 'Part');

describe('WhileLoading', () => {
  afterEach(cleanup);

  it('shows a named loading status while the part loads (a label on a bare div is not allowed)', () => {
    render(
      <WhileLoading>
        <Never />
      </WhileLoading>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});

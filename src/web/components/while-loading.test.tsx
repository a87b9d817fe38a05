// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { WhileLoading } from './while-loading';

// A part whose code never arrives: the block stays in its place.
const Never = lazy(() => new Promise<{ default: () => null }>(() => {}));

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

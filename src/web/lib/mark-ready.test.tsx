// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMarkReady } from './mark-ready';

function Screen({ name, ready }: { name: string; ready: boolean }) {
  useMarkReady(name, ready);
  return <p>{ready ? 'figures' : 'loading'}</p>;
}

const marks = (name: string) => performance.getEntriesByName(name, 'mark');

describe('useMarkReady', () => {
  afterEach(cleanup);

  it('marks once the screen is ready, not before', () => {
    const view = render(<Screen name="stint:test:ready" ready={false} />);
    expect(marks('stint:test:ready')).toHaveLength(0);
    view.rerender(<Screen name="stint:test:ready" ready />);
    expect(marks('stint:test:ready')).toHaveLength(1);
  });

  it('marks once per page load: later renders and visits add none', () => {
    const first = render(<Screen name="stint:again:ready" ready />);
    first.rerender(<Screen name="stint:again:ready" ready={false} />);
    first.rerender(<Screen name="stint:again:ready" ready />);
    first.unmount();
    render(<Screen name="stint:again:ready" ready />);
    expect(marks('stint:again:ready')).toHaveLength(1);
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyFallback, lazyNamed } from './lazy-named';

afterEach(cleanup);

/** A module that arrives when the test says. */
function later<M>() {
  let arrive!: (module: M) => void;
  let fail!: (error: Error) => void;
  let asked = 0;
  const load = () => {
    asked += 1;
    return new Promise<M>((resolve, reject) => {
      arrive = resolve;
      fail = reject;
    });
  };
  return {
    load,
    arrive: (m: M) => act(async () => arrive(m)),
    fail: (e: Error) => act(async () => fail(e)),
    asked: () => asked,
  };
}

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

class Caught extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('lazyNamed', () => {
  it('shows the fallback it is given until its code is in, then the part with its props', async () => {
    const module = later<{ Hello: typeof Hello }>();
    const Lazy = lazyNamed(module.load, 'Hello');
    render(
      <LazyFallback value={<p role="status">Loading</p>}>
        <Lazy name="Ada" />
      </LazyFallback>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    await module.arrive({ Hello });
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws nothing meanwhile without a fallback, and asks for its code once for every copy', async () => {
    const module = later<{ Hello: typeof Hello }>();
    const Lazy = lazyNamed(module.load, 'Hello');
    const { container } = render(
      <>
        <Lazy name="Ada" />
        <Lazy name="Grace" />
      </>,
    );
    expect(container.innerHTML).toBe('');
    await module.arrive({ Hello });
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(module.asked()).toBe(1);
  });

  it('draws a part at once, never its fallback, once its code is in (preload)', async () => {
    const module = later<{ Hello: typeof Hello }>();
    const Lazy = lazyNamed(module.load, 'Hello');
    const preloaded = Lazy.preload();
    await module.arrive({ Hello });
    await preloaded;
    render(
      <LazyFallback value={<p role="status">Loading</p>}>
        <Lazy name="Ada" />
      </LazyFallback>,
    );
    // No act() in between: the first render already has it.
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps its fallback from the parts inside it', async () => {
    const inner = later<{ Hello: typeof Hello }>();
    const Inner = lazyNamed(inner.load, 'Hello');
    const Outer = lazyNamed(async () => ({ Outer: () => <Inner name="inside" /> }), 'Outer');
    render(
      <LazyFallback value={<p role="status">Loading</p>}>
        <Outer />
      </LazyFallback>,
    );
    await act(async () => {});
    // The outer part is in; the inner one draws nothing, not the outer part's grey block.
    expect(screen.queryByRole('status')).toBeNull();
    await inner.arrive({ Hello });
    expect(screen.getByText('Hello inside')).toBeTruthy();
  });

  it('throws a failed download to the error boundary, and asks again when next drawn', async () => {
    const module = later<{ Hello: typeof Hello }>();
    const Lazy = lazyNamed(module.load, 'Hello');
    // React reports the error it hands the boundary.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Caught>
        <Lazy name="Ada" />
      </Caught>,
    );
    await module.fail(new Error('chunk missing'));
    expect(screen.getByRole('alert').textContent).toBe('chunk missing');
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
    cleanup();
    render(<Lazy name="Ada" />);
    expect(module.asked()).toBe(2);
    await module.arrive({ Hello });
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });
});

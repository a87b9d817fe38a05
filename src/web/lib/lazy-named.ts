import {
  type ComponentType,
  createContext,
  createElement,
  isValidElement,
  type ReactNode,
  use,
  useEffect,
  useState,
} from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;

/**
 * What a part loaded with lazyNamed shows until its code is in: nothing, unless a parent says
 * (WhileLoading's grey block, a menu's stand-in button). It holds for the parts drawn under it,
 * not inside them: a loaded part, and a dialog's WhenOpened, set it back to nothing.
 */
export const LazyFallback = createContext<ReactNode>(null);

/** A component whose code loads when first drawn, or earlier with `preload()`. */
export type LazyComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A named export loaded when first drawn: `lazyNamed(() => import('./customer-form-dialog'),
 * 'CustomerFormDialog')`. For what a page does not need to paint (dialogs, forms opened on a
 * click, tabs): it stays out of the page's first download (scripts/bundle-size.ts).
 *
 * Not React.lazy: a part that suspends shows no sooner than 300 ms after its Suspense fallback
 * did (React 19 holds back every reveal of a boundary for that long), so each dialog, menu and
 * tab took a third of a second to open the first time, its code cached or not. Here the part
 * draws its LazyFallback, loads its code, then draws itself as any state change does; once the
 * code is in, at once. A failed download throws to the nearest error boundary, as React.lazy
 * does, and the next time it is drawn it is asked for again.
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyComponent<PropsOf<M[K]>> {
  type Part = ComponentType<PropsOf<M[K]>>;
  let loaded: Part | undefined;
  let loading: Promise<Part> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name] as Part),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Lazy(props: PropsOf<M[K]>) {
    const fallback = use(LazyFallback);
    const [failed, setFailed] = useState<{ error: unknown }>();
    const [, setArrived] = useState<Part>();
    useEffect(() => {
      if (loaded) return;
      let mounted = true;
      preload().then(
        (part) => mounted && setArrived(() => part),
        (error: unknown) => mounted && setFailed({ error }),
      );
      return () => {
        mounted = false;
      };
    }, []);
    if (failed) throw failed.error;
    return loaded
      ? createElement(LazyFallback, { value: null }, createElement(loaded, props))
      : fallback;
  }
  Lazy.displayName = `Lazy(${String(name)})`;
  Lazy.preload = preload;
  return Lazy;
}

/** The person asked their browser to save data (Chromium's Save-Data setting). */
const savingData = () =>
  (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Asks for the code of `node`, when it is a lazyNamed part, once the browser is idle (or after
 * two seconds where it cannot tell), unless it is saving data: a dialog's first open then draws
 * at once instead of after its download. Returns what cancels it.
 */
export function preloadWhenIdle(node: ReactNode): () => void {
  const part = isValidElement(node) ? (node.type as { preload?: unknown }) : undefined;
  if (typeof part?.preload !== 'function' || savingData()) return () => {};
  const preload = part.preload as () => Promise<unknown>;
  const ask = () => void preload().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(ask, { timeout: 5_000 });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(ask, 2_000);
  return () => clearTimeout(timer);
}

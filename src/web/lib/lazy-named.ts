import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * React.lazy for a named export: `lazyNamed(() => import('./customer-form-dialog'),
 * 'CustomerFormDialog')`. For what a page does not need to paint (dialogs, forms opened on a
 * click): it stays out of the page's first download (scripts/bundle-size.ts).
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType<PropsOf<M[K]>>> {
  return lazy(async () => ({
    default: (await load())[name] as ComponentType<PropsOf<M[K]>>,
  }));
}

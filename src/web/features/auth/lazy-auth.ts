import type { FieldValues, Resolver } from 'react-hook-form';
import type * as authSchemas from '@/shared/schemas/auth';

// zod with the shared schemas (~25 KB gzipped) and better-auth's client (~12 KB) are not needed
// to paint the auth forms, only to submit them: the pages load them after the first paint, which
// keeps /login well under the first-load budget (scripts/bundle-size.ts). Types only above.

const loadValidation = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('@/shared/schemas/auth')]);

/** better-auth's client and its error message helper, loaded on demand. */
export const loadAuthClient = () => import('@/web/lib/auth-client');

/** Starts downloading what a submit needs, so the first submit does not wait for it. */
export function preloadAuthModules(): void {
  // A failed preload is retried by the submit itself, which reports the failure.
  loadValidation().catch(() => undefined);
  loadAuthClient().catch(() => undefined);
}

type AuthSchemas = typeof authSchemas;
type AuthFormSchemaName =
  'signInSchema' | 'signUpSchema' | 'forgotPasswordSchema' | 'resetPasswordSchema';
type Input<N extends AuthFormSchemaName> = AuthSchemas[N]['_zod']['input'] & FieldValues;
type Output<N extends AuthFormSchemaName> = AuthSchemas[N]['_zod']['output'];

/** zodResolver of the shared auth schema `name` (src/shared/schemas/auth.ts), loaded lazily. */
export function lazyAuthResolver<N extends AuthFormSchemaName>(
  name: N,
): Resolver<Input<N>, unknown, Output<N>> {
  return async (values, context, options) => {
    const [{ zodResolver }, schemas] = await loadValidation();
    const resolve = zodResolver(schemas[name]) as unknown as Resolver<Input<N>, unknown, Output<N>>;
    return resolve(values, context, options);
  };
}

import type * as authSchemas from '@/shared/schemas/auth';
import { ApiError } from '@/web/lib/api';
import { type Validation, validateWith } from '@/web/lib/light-form';

// zod with the shared schemas (~25 KB gzipped) and better-auth's client (~12 KB) are not needed
// to paint the auth forms, only to submit them: the pages load them after the first paint, which
// keeps /login well under the first-load budget (scripts/bundle-size.ts). Types only above, and
// the few lines of lib/api and lib/light-form.

const loadValidation = () => import('@/shared/schemas/auth');

/** better-auth's client and its error message helper, loaded on demand. */
export const loadAuthClient = () => import('@/web/lib/auth-client');

/** How better-auth's client answers a refused call. */
interface AuthFailure {
  status: number;
  statusText: string;
  code?: string;
  message?: string;
}

/** A call better-auth refused, with its code ('INVALID_TOKEN'). */
export class AuthRefusal extends ApiError {
  readonly code: string | undefined;

  constructor(status: number, detail: string, code: string | undefined) {
    super(status, detail);
    this.name = 'AuthRefusal';
    this.code = code;
  }
}

/**
 * Runs one better-auth call; a refusal is thrown as an AuthRefusal (an ApiError) carrying
 * better-auth's message, or the one `messages` gives for its code, so the auth forms report it by
 * the rule every form follows (lib/form-submit.ts).
 */
export async function callAuth(
  call: (client: Awaited<ReturnType<typeof loadAuthClient>>['authClient']) => Promise<{
    error: AuthFailure | null;
  }>,
  messages: Partial<Record<string, string>> = {},
): Promise<void> {
  const { authClient, authErrorMessage } = await loadAuthClient();
  const { error } = await call(authClient);
  if (!error) return;
  const detail = (error.code && messages[error.code]) || authErrorMessage(error, error.statusText);
  throw new AuthRefusal(error.status, detail, error.code);
}

/**
 * Forgets the cached answer to 'who is signed in' (a 'signed out' one must not send the session
 * guard straight back to /login). The query client is loaded here, not statically: the auth
 * pages paint without @tanstack/react-query.
 */
export async function forgetCachedSession(): Promise<void> {
  const [{ queryClient }, { ME_QUERY_KEY }] = await Promise.all([
    import('@/web/lib/query-client'),
    import('@/web/hooks/use-me'),
  ]);
  queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
}

/** Starts downloading what a submit needs, so the first submit does not wait for it. */
export function preloadAuthModules(): void {
  // A failed preload is retried by the submit itself, which reports the failure.
  loadValidation().catch(() => undefined);
  loadAuthClient().catch(() => undefined);
}

type AuthSchemas = typeof authSchemas;
type AuthFormSchemaName =
  'signInSchema' | 'signUpSchema' | 'forgotPasswordSchema' | 'resetPasswordSchema';
type Input<N extends AuthFormSchemaName> = AuthSchemas[N]['_zod']['input'];
type Output<N extends AuthFormSchemaName> = AuthSchemas[N]['_zod']['output'];

/** Checks an auth form's values with the shared schema `name` (shared/schemas/auth.ts), loaded lazily. */
export function lazyAuthValidation<N extends AuthFormSchemaName>(
  name: N,
): (values: Input<N>) => Promise<Validation<Output<N>>> {
  // TypeScript does not follow zod's output through a schema picked by a type parameter.
  return async (values) =>
    validateWith((await loadValidation())[name], values) as Promise<Validation<Output<N>>>;
}

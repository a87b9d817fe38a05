/** The query parameter that carries the page a signed-out visitor wanted. */
export const REDIRECT_PARAM = 'redirect';

/**
 * Accepts only a path on this site ('/dashboard/customers?x=1'), never another origin
 * ('//evil.example', 'https://...', '/\\evil'), so the login page is no open redirect.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  // Coming back to an auth screen after signing in would be a loop.
  if (/^\/(login|signup|forgot-password|reset-password)(\/|\?|#|$)/.test(value)) return null;
  return value;
}

/** /login?redirect=<where the visitor was>. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const target = `${location.pathname}${location.search}${location.hash}`;
  return `/login?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

import { createAuthClient } from 'better-auth/react';

/** better-auth's client for the email + password endpoints mounted at /api/auth. */
export const authClient = createAuthClient({ baseURL: window.location.origin });

/** The message of a better-auth error ({ code, message }), or the spec's fallback. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/**
 * Every page of the web app by its address pattern, as `src/web/router.tsx` declares them
 * (a test there keeps the two equal). The server answers each with the app, so an address
 * typed, bookmarked or reloaded loads; tests load each one directly.
 */
export const PAGE_PATHS = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/setup',
  '/dashboard',
  '/dashboard/customers',
  '/dashboard/programs',
  '/dashboard/projects',
  '/dashboard/projects/:id',
  '/dashboard/time-tracking',
  '/dashboard/timesheets',
  '/dashboard/time-tracker',
  '/dashboard/resources',
  '/dashboard/bulk-resources',
  '/dashboard/analytics',
  '/dashboard/reports',
  '/dashboard/templates',
  '/dashboard/notifications',
  '/dashboard/audit-log',
  '/dashboard/users',
  '/dashboard/organization',
  '/dashboard/organization-users',
  '/platform-admin',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

/** A page pattern made a real address: each `:param` replaced by `value`. */
export function addressOf(pattern: string, value: string): string {
  return pattern.replace(/:[^/]+/g, value);
}

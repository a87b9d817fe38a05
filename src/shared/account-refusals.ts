// Plain strings, no zod: the web app's query client and shell use them without the schemas.

/** What a deactivated person is told at sign-in, and in their open tabs when it happens. */
export const ACCOUNT_DEACTIVATED =
  'Your account has been deactivated. Contact your organization administrator.';
/** What the people of a suspended organization are told, on their very next request. */
export const ORGANIZATION_SUSPENDED =
  'Your organization is suspended. Contact support to reactivate it.';

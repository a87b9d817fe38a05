import { randomUUID } from 'node:crypto';
import { baseUrl } from './browser';

export interface Account {
  fullName: string;
  organizationName: string;
  email: string;
  password: string;
}

/** A person and organization no other run or journey uses. */
export function uniqueAccount(label: string): Account {
  const id = randomUUID().slice(0, 8);
  return {
    fullName: `Ada ${label} ${id}`,
    organizationName: `${label} Org ${id}`,
    email: `${label.toLowerCase().replace(/\W+/g, '-')}-${id}@e2e.stint.test`,
    password: `Journey-${id}-pass`,
  };
}

/** A call to the API from the app's own origin, as the holder of `cookie`; throws on a refusal. */
async function request(
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<Response> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      origin: baseUrl(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return response;
}

const post = (path: string, body: unknown, cookie?: string) => request('POST', path, body, cookie);

/** The JSON answer of an API call made as the holder of `cookie` (journeys' set-up). */
export async function callApi<T>(
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  return (await (await request(method, path, body, cookie)).json()) as T;
}

/** Signs an account up through the API, as /signup would (journeys that do not test it). */
export async function signUpThroughApi(account: Account): Promise<void> {
  await post('/api/auth/sign-up/email', {
    name: account.fullName,
    email: account.email,
    password: account.password,
    organizationName: account.organizationName,
  });
}

/** Signs in through the API and returns the session cookie header for further calls. */
export async function signInThroughApi(account: Account): Promise<string> {
  const response = await post('/api/auth/sign-in/email', {
    email: account.email,
    password: account.password,
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error('Sign-in set no cookie');
  return cookies.join('; ');
}

/** Finishes the setup wizard of the account's organization through the API. */
export async function completeSetupThroughApi(cookie: string): Promise<void> {
  await post('/api/v1/organization/complete-setup', {}, cookie);
}

/** Someone an administrator adds on the Users page, with one role of the organization. */
export interface InvitedPerson {
  fullName: string;
  email: string;
  role: string;
  hourlyCost?: number;
}

/** Adds a person to the signed-in administrator's organization (they are invited by email). */
export async function invitePersonThroughApi(cookie: string, person: InvitedPerson): Promise<void> {
  await post('/api/v1/users', person, cookie);
}

/**
 * Sets an invited person's password the way their invitation link does: the token of the
 * link (/reset-password?token=...) redeemed at better-auth's reset-password endpoint.
 */
export async function setPasswordThroughInvitation(
  invitationLink: string,
  password: string,
): Promise<void> {
  const token = new URL(invitationLink).searchParams.get('token');
  if (!token) throw new Error(`No token in the invitation link ${invitationLink}`);
  await post('/api/auth/reset-password', { token, newPassword: password });
}

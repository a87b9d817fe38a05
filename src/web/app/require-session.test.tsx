// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@/shared/schemas/me';
import { RequireSession } from './require-session';

const organization: NonNullable<Me['organization']> = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Acme',
  subdomain: 'acme',
  orgType: null,
  locationCountry: null,
  numEmployees: null,
  revenueCurrency: 'USD',
  setupCompleted: true,
  subscriptionTier: 'starter',
  subscriptionStatus: 'active',
};

function member(overrides: Partial<Me> = {}): Me {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'ada@acme.test',
    fullName: 'Ada Lovelace',
    jobTitle: null,
    timeZone: 'UTC',
    organization,
    roles: ['user'],
    isPlatformAdmin: false,
    ...overrides,
  };
}

function answerMe(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Where /> },
      {
        element: <RequireSession />,
        children: [
          { path: '/setup', element: <Where /> },
          { path: '/dashboard/*', element: <Where /> },
          { path: '/platform-admin', element: <Where /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const where = async () => (await screen.findByTestId('where')).textContent;

describe('RequireSession', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends a signed-out visitor to /login carrying the original location', async () => {
    answerMe(401, { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'no' });
    renderAt('/dashboard/customers?q=a');
    expect(await where()).toBe(`/login?redirect=${encodeURIComponent('/dashboard/customers?q=a')}`);
  });

  it('lets a member open a screen of their role', async () => {
    answerMe(200, member());
    renderAt('/dashboard/projects');
    expect(await where()).toBe('/dashboard/projects');
  });

  it('tells a member a screen is outside their role, with the way back', async () => {
    answerMe(200, member());
    renderAt('/dashboard/audit-log');
    await screen.findByRole('heading', { name: 'You do not have access to this page' });
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('sends members to /setup until setup is complete', async () => {
    answerMe(200, member({ organization: { ...organization, setupCompleted: false } }));
    renderAt('/dashboard');
    expect(await where()).toBe('/setup');
  });

  it('lets platform admins skip setup and keeps them to their two screens', async () => {
    answerMe(200, member({ organization: null, roles: [], isPlatformAdmin: true }));
    renderAt('/setup');
    expect(await where()).toBe('/dashboard');
    cleanup();
    renderAt('/dashboard/customers');
    await screen.findByRole('heading', { name: 'You do not have access to this page' });
  });
});

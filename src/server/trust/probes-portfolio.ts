import type { Probe } from './probes';

/** The probes of the portfolio's own routes: customers, programs and projects. */
export const PORTFOLIO_PROBES: Record<string, Probe> = {
  // Customers, programs, projects.
  'GET /api/v1/customers': { kind: 'own', request: () => ({ url: '/customers' }) },
  // Asked to leave out another organization's customer, the choices still hold only the caller's.
  'GET /api/v1/customers/choices': {
    kind: 'own',
    request: (_own, other) => ({ url: `/customers/choices?outside=${other.customerId}` }),
  },
  'POST /api/v1/customers': {
    kind: 'ids',
    attempts: (_own, x) => [
      { url: '/customers', payload: { name: 'Child Customer', parentCustomerId: x.customerId } },
    ],
  },
  'PATCH /api/v1/customers/:id': {
    kind: 'ids',
    attempts: (own, x) => [
      { url: `/customers/${x.customerId}`, payload: { name: 'Renamed Customer' } },
      {
        url: `/customers/${own.otherCustomerId}`,
        payload: { name: 'Renamed Child', parentCustomerId: x.customerId },
      },
    ],
  },
  'DELETE /api/v1/customers/:id': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/customers/${x.otherCustomerId}` }],
    order: 30,
  },
  'GET /api/v1/customers/import/template': {
    kind: 'own',
    request: () => ({ url: '/customers/import/template' }),
  },
  'POST /api/v1/customers/import': {
    kind: 'own',
    // Names match within the caller's organization only: another's customer is not touched.
    request: (_own, other) => ({
      url: '/customers/import',
      payload: {
        fileName: 'customers.csv',
        content: `name,customer_type,location_country,parent_customer_name\n${other.customerName},SMB,Norway,\nLinked,SMB,Norway,${other.customerName}\n`,
      },
    }),
  },
  'GET /api/v1/programs': { kind: 'own', request: () => ({ url: '/programs' }) },
  // Asked for another organization's customer, the choices hold none of its programs.
  'GET /api/v1/programs/choices': {
    kind: 'own',
    request: (_own, other) => ({ url: `/programs/choices?customerId=${other.customerId}` }),
  },
  'POST /api/v1/programs': {
    kind: 'ids',
    attempts: (_own, x) => [
      { url: '/programs', payload: { name: 'New Program', customerId: x.customerId } },
    ],
  },
  'PATCH /api/v1/programs/:id': {
    kind: 'ids',
    attempts: (own, x) => [
      { url: `/programs/${x.programId}`, payload: { name: 'Renamed', customerId: x.customerId } },
      { url: `/programs/${own.programId}`, payload: { name: 'Renamed', customerId: x.customerId } },
    ],
  },
  'DELETE /api/v1/programs/:id': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/programs/${x.programId}` }],
    order: 29,
  },
  'GET /api/v1/projects': { kind: 'own', request: () => ({ url: '/projects' }) },
  // Searched by another organization's name, the choices must still hold only the caller's.
  'GET /api/v1/projects/choices': {
    kind: 'own',
    request: (_own, other) => ({
      url: `/projects/choices?search=${encodeURIComponent(other.customerName)}`,
    }),
  },
  'GET /api/v1/projects/team-candidates': {
    kind: 'own',
    request: () => ({ url: '/projects/team-candidates' }),
  },
  'POST /api/v1/projects': {
    kind: 'ids',
    attempts: (own, x) => [
      { url: '/projects', payload: { name: 'New Project', programId: x.programId } },
      {
        url: '/projects',
        payload: { name: 'New Project', programId: own.programId, projectManagerId: x.managerId },
      },
    ],
  },
  'GET /api/v1/projects/:id': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/projects/${x.projectId}` }],
  },
  'PATCH /api/v1/projects/:id': {
    kind: 'ids',
    attempts: (own, x) => [
      { url: `/projects/${x.projectId}`, payload: { name: 'Renamed', programId: x.programId } },
      { url: `/projects/${own.projectId}`, payload: { name: 'Renamed', programId: x.programId } },
      {
        url: `/projects/${own.projectId}`,
        payload: { name: 'Renamed', programId: own.programId, projectManagerId: x.managerId },
      },
    ],
  },
  'DELETE /api/v1/projects/:id': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/projects/${x.projectId}` }],
    order: 28,
  },
};

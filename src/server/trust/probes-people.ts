import type { Probe } from './probes';

const allocation = (resourceId: string, projectId: string) => ({
  resourceId,
  projectId,
  capacityPercentage: 10,
  startDate: '2031-01-06',
});

/**
 * The probes of the organization's structure and people: departments, teams, the working
 * calendar, people and their administration, resources and bulk resources.
 */
export const PEOPLE_PROBES: Record<string, Probe> = {
  // Departments, teams and the working calendar.
  'GET /api/v1/departments': { kind: 'own', request: () => ({ url: '/departments' }) },
  'POST /api/v1/departments': {
    kind: 'own',
    request: () => ({ url: '/departments', payload: { name: 'Probe Department' } }),
  },
  'DELETE /api/v1/departments/:id': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/departments/${x.departmentId}` }],
    order: 30,
  },
  'GET /api/v1/teams': { kind: 'own', request: () => ({ url: '/teams' }) },
  'POST /api/v1/teams': {
    kind: 'ids',
    attempts: (_own, x) => [
      { url: '/teams', payload: { name: 'Probe Team', departmentId: x.departmentId } },
    ],
  },
  'DELETE /api/v1/teams/:id': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/teams/${x.teamId}` }],
    order: 20,
  },
  'GET /api/v1/organization/calendar': {
    kind: 'own',
    request: () => ({ url: '/organization/calendar' }),
  },
  'PATCH /api/v1/organization/calendar': {
    kind: 'own',
    request: () => ({
      url: '/organization/calendar',
      payload: { workingWeekdays: [1, 2, 3, 4], defaultTargetHoursPerWeek: 32 },
    }),
  },
  'GET /api/v1/holidays': {
    kind: 'own',
    request: () => ({ url: '/holidays?from=2026-01-01&to=2027-12-31' }),
  },
  'POST /api/v1/holidays': {
    kind: 'own',
    request: () => ({ url: '/holidays', payload: { date: '2031-05-01', name: 'Probe Day' } }),
  },
  'DELETE /api/v1/holidays/:id': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/holidays/${x.holidayId}` }],
    order: 30,
  },
  'GET /api/v1/users': { kind: 'own', request: () => ({ url: '/users' }) },
  'GET /api/v1/users/choices': {
    kind: 'own',
    request: () => ({ url: '/users/choices?withInactive=true' }),
  },
  'PATCH /api/v1/me': {
    kind: 'own',
    request: () => ({
      url: '/me',
      payload: { fullName: 'Probe Person', jobTitle: 'Prober', timeZone: 'Europe/Stockholm' },
    }),
  },
  'POST /api/v1/users': {
    kind: 'ids',
    // An email is one account across Stint: anyone's is refused as taken, the caller's own
    // people's too, and the person stays where they are.
    sameAsUnknown: false,
    controlStatus: 409,
    attempts: (_own, x) => [
      {
        url: '/users',
        payload: { fullName: 'Taken Address', email: x.managerEmail, role: 'admin' },
      },
    ],
  },
  'PATCH /api/v1/users/:id': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/users/${x.userId}`, payload: { jobTitle: 'Probe' } }],
  },
  'POST /api/v1/users/:id/password-reset': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/users/${x.userId}/password-reset` }],
  },
  // The control deactivates the caller's own person late, then activates them again.
  'POST /api/v1/users/:id/deactivate': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/users/${x.userId}/deactivate` }],
    order: 95,
  },
  'POST /api/v1/users/:id/activate': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/users/${x.userId}/activate` }],
    order: 96,
  },
  'GET /api/v1/resources/import/template': {
    kind: 'own',
    request: () => ({ url: '/resources/import/template' }),
  },
  'POST /api/v1/resources/import': {
    kind: 'own',
    request: (_own, other) => ({
      url: '/resources/import',
      payload: {
        fileName: 'resources.csv',
        content: `full_name,email,job_title\nTaken Over,${other.managerEmail},Spy\n`,
      },
    }),
  },
  'POST /api/v1/resources/bulk': {
    kind: 'own',
    request: (_own, other) => ({
      url: '/resources/bulk',
      payload: {
        inviteNewPeople: true,
        rows: [{ row: 1, fullName: 'Taken Over', email: other.managerEmail, jobTitle: 'Spy' }],
      },
    }),
  },
  'GET /api/v1/resources/overview': {
    kind: 'own',
    request: () => ({ url: '/resources/overview' }),
  },
  'GET /api/v1/resources/heat-map': {
    kind: 'ids',
    attempts: (_own, x) => [
      { url: `/resources/heat-map?departmentId=${x.departmentId}` },
      { url: `/resources/heat-map?teamId=${x.teamId}` },
    ],
  },
  'GET /api/v1/resources/heat-map/cell': {
    kind: 'ids',
    attempts: (_own, x) => [
      { url: `/resources/heat-map/cell?personId=${x.managerId}&week=2031-03-03` },
    ],
  },
  'GET /api/v1/resources/capacity': {
    kind: 'own',
    request: () => ({ url: '/resources/capacity' }),
  },
  'GET /api/v1/resources/utilization': {
    kind: 'own',
    request: () => ({ url: '/resources/utilization' }),
  },
  'GET /api/v1/resources/time-off': {
    kind: 'own',
    request: () => ({ url: '/resources/time-off' }),
  },
  'POST /api/v1/resources/capacity': {
    kind: 'ids',
    attempts: (own, x) => [
      { url: '/resources/capacity', payload: allocation(x.managerId, own.projectId) },
      { url: '/resources/capacity', payload: allocation(own.managerId, x.projectId) },
    ],
    controlLimit: 1,
  },
  'DELETE /api/v1/resources/capacity/:id': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/resources/capacity/${x.capacityId}` }],
    order: 20,
  },
  'PUT /api/v1/resources/:id/target': {
    kind: 'ids',
    attempts: (_own, x) => [
      {
        url: `/resources/${x.managerId}/target`,
        payload: { hoursPerWeek: 30, billablePercentage: 70 },
      },
    ],
  },
  'DELETE /api/v1/resources/:id/target': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/resources/${x.managerId}/target` }],
    order: 30,
  },
  'POST /api/v1/resources/time-off': {
    kind: 'ids',
    attempts: (_own, x) => [
      {
        url: '/resources/time-off',
        payload: { resourceId: x.managerId, startDate: '2031-03-03', endDate: '2031-03-05' },
      },
    ],
  },
  'DELETE /api/v1/resources/time-off/:id': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/resources/time-off/${x.timeOffId}` }],
    order: 30,
  },
};

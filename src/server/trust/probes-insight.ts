import type { Probe } from './probes';

/** Reports and templates: read and made within the caller's organization only. */
export const INSIGHT_PROBES: Record<string, Probe> = {
  // Reports read the caller's organization only; its saved reports are found by id in it alone.
  ...Object.fromEntries(
    ['run', 'export.csv', 'export.pdf'].map((path) => [
      `GET /api/v1/reports/${path}`,
      {
        kind: 'own',
        request: () => ({
          url: `/reports/${path}?type=time_tracking&range=custom&from=2020-01-01&to=2040-12-31&fields=person,email,projectName,notes`,
        }),
      } satisfies Probe,
    ]),
  ),
  'GET /api/v1/reports/saved': { kind: 'own', request: () => ({ url: '/reports/saved' }) },
  'POST /api/v1/reports/saved': {
    kind: 'own',
    request: () => ({
      url: '/reports/saved',
      payload: { name: 'Probe report', type: 'project_summary', fields: ['projectName'] },
    }),
  },
  'GET /api/v1/reports/saved/:id': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/reports/saved/${x.savedReportId}` }],
  },
  'PATCH /api/v1/reports/saved/:id': {
    kind: 'ids',
    attempts: (_own, x) => [
      {
        url: `/reports/saved/${x.savedReportId}`,
        payload: { name: 'Renamed probe', type: 'time_tracking', fields: ['hours'] },
      },
    ],
  },
  'DELETE /api/v1/reports/saved/:id': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/reports/saved/${x.savedReportId}` }],
    order: 30,
  },
  // Templates: the built-in ones and the organization's own; another's is not found by its id, and
  // a new project or template made from it names only the caller's own program and project.
  'GET /api/v1/templates': { kind: 'own', request: () => ({ url: '/templates' }) },
  'GET /api/v1/templates/:id': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/templates/${x.templateId}` }],
  },
  'GET /api/v1/templates/:id/export': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/templates/${x.templateId}/export` }],
  },
  'POST /api/v1/templates': {
    kind: 'ids',
    attempts: (_own, x) => [
      {
        url: '/templates',
        payload: { projectId: x.projectId, name: 'Probe', category: 'Research' },
      },
    ],
  },
  'PATCH /api/v1/templates/:id': {
    kind: 'ids',
    attempts: (_own, x) => [
      {
        url: `/templates/${x.templateId}`,
        payload: { name: 'Renamed probe', category: 'Research' },
      },
    ],
  },
  'DELETE /api/v1/templates/:id': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/templates/${x.templateId}` }],
    order: 30,
  },
  'POST /api/v1/templates/:id/use': {
    kind: 'ids',
    attempts: (own, x) => [
      {
        url: `/templates/${x.templateId}/use`,
        payload: { name: 'Probe project', programId: own.programId, startDate: '2031-02-03' },
      },
      {
        url: `/templates/builtin-consulting/use`,
        payload: { name: 'Probe project', programId: x.programId, startDate: '2031-02-03' },
      },
    ],
  },
  'POST /api/v1/projects/:id/clone': {
    kind: 'ids',
    attempts: (own, x) => [
      {
        url: `/projects/${x.projectId}/clone`,
        payload: { name: 'Probe clone', programId: own.programId, startDate: '2031-02-03' },
      },
      {
        url: `/projects/${own.projectId}/clone`,
        payload: { name: 'Probe clone', programId: x.programId, startDate: '2031-02-03' },
      },
    ],
  },
  'POST /api/v1/templates/import': {
    kind: 'own',
    request: () => ({
      url: '/templates/import',
      payload: {
        format: 'stint-template',
        version: 1,
        name: 'Imported probe',
        category: 'Research',
        plan: { activities: [{ key: 'a', name: 'Probe', start: 0, days: 1, isMilestone: false }] },
      },
    }),
  },
};

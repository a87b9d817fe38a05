import { addDays } from '../../shared/domain/week';
import type { Probe } from './probes';
import type { TenantData } from './tenant-ids';

const day = (week: string, offset: number, time: string) => `${addDays(week, offset)}T${time}:00Z`;

/** A Toggl Track export naming another organization's person, customer and project. */
const togglFile = (other: TenantData) => ({
  fileName: 'Toggl_time_entries.csv',
  source: 'toggl',
  content: [
    'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (EUR)',
    `Their Manager,${other.managerEmail},${other.customerName},${other.projectName},,Probe,Yes,2026-03-02,09:00:00,2026-03-02,10:00:00,01:00:00,,0.00`,
  ].join('\n'),
});

/** The probes of the time routes: timer, sessions, reports, imports and timesheets. */
export const TIME_PROBES: Record<string, Probe> = {
  // Time: the timer, sessions, reports.
  'GET /api/v1/time/projects': { kind: 'own', request: () => ({ url: '/time/projects' }) },
  'GET /api/v1/time/projects/:id/activities': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/time/projects/${x.projectId}/activities` }],
  },
  'GET /api/v1/time/timer': { kind: 'own', request: () => ({ url: '/time/timer' }) },
  'POST /api/v1/time/timer/start': {
    kind: 'ids',
    attempts: (own, x) => [
      { url: '/time/timer/start', payload: { projectId: x.projectId } },
      { url: '/time/timer/start', payload: { projectId: own.projectId, activityId: x.activityId } },
    ],
    // The control starts a timer; a second while it runs would be refused, as it should be.
    controlLimit: 1,
    order: 11,
  },
  'POST /api/v1/time/timer/break': {
    kind: 'own',
    request: () => ({ url: '/time/timer/break', payload: {} }),
    order: 12,
  },
  'POST /api/v1/time/timer/resume': {
    kind: 'own',
    request: () => ({ url: '/time/timer/resume' }),
    order: 13,
  },
  'POST /api/v1/time/timer/stop': {
    kind: 'own',
    request: () => ({ url: '/time/timer/stop' }),
    order: 14,
  },
  'GET /api/v1/time/sessions': {
    kind: 'own',
    request: (own) => ({ url: `/time/sessions?from=${own.submittedWeek}&limit=100` }),
  },
  'GET /api/v1/time/sessions/today': {
    kind: 'own',
    request: () => ({ url: '/time/sessions/today' }),
  },
  'POST /api/v1/time/sessions': {
    kind: 'ids',
    attempts: (own, x) => [
      {
        url: '/time/sessions',
        payload: {
          projectId: x.projectId,
          startTime: day(own.freeWeek, 1, '08:00'),
          endTime: day(own.freeWeek, 1, '09:00'),
        },
      },
      {
        url: '/time/sessions',
        payload: {
          projectId: own.projectId,
          activityId: x.activityId,
          startTime: day(own.freeWeek, 1, '10:00'),
          endTime: day(own.freeWeek, 1, '11:00'),
        },
      },
    ],
  },
  'PATCH /api/v1/time/sessions/:id': {
    kind: 'ids',
    attempts: (own, x) => [
      { url: `/time/sessions/${x.sessionId}`, payload: { notes: 'Probe' } },
      { url: `/time/sessions/${own.sessionId}`, payload: { projectId: x.projectId } },
      {
        url: `/time/sessions/${own.sessionId}`,
        payload: { projectId: own.projectId, activityId: x.activityId },
      },
    ],
  },
  'DELETE /api/v1/time/sessions/:id': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/time/sessions/${x.sessionId}` }],
    order: 20,
  },
  'GET /api/v1/time/utilization': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/time/utilization?userId=${x.userId}` }],
  },
  'GET /api/v1/time/utilization/people': {
    kind: 'own',
    request: () => ({ url: '/time/utilization/people' }),
  },
  'GET /api/v1/time/export.csv': {
    kind: 'ids',
    attempts: (own, x) => [
      { url: `/time/export.csv?from=${own.freeWeek}&to=${own.submittedWeek}&userId=${x.userId}` },
      {
        url: `/time/export.csv?from=${own.freeWeek}&to=${own.submittedWeek}&projectId=${x.projectId}`,
      },
    ],
  },

  'POST /api/v1/time/import/preview': {
    kind: 'own',
    request: (_own, other) => ({ url: '/time/import/preview', payload: togglFile(other) }),
  },
  'POST /api/v1/time/import': {
    kind: 'own',
    // People, customers and projects are matched by name and email in the caller's organization
    // only: another organization's are unknown rows, and nothing of theirs is written.
    request: (_own, other) => ({ url: '/time/import', payload: togglFile(other) }),
  },

  // Timesheets.
  'GET /api/v1/timesheets/week': {
    kind: 'own',
    request: (own) => ({ url: `/timesheets/week?start=${own.submittedWeek}` }),
  },
  'PUT /api/v1/timesheets/week/cells': {
    kind: 'ids',
    attempts: (own, x) => [
      {
        url: '/timesheets/week/cells',
        payload: {
          weekStart: own.freeWeek,
          projectId: x.projectId,
          day: addDays(own.freeWeek, 2),
          duration: '1h',
        },
      },
      {
        url: '/timesheets/week/cells',
        payload: {
          weekStart: own.freeWeek,
          projectId: own.projectId,
          activityId: x.activityId,
          day: addDays(own.freeWeek, 3),
          duration: '1h',
        },
      },
    ],
    order: 15,
  },
  'POST /api/v1/timesheets/week/copy-last-week': {
    kind: 'own',
    request: (own) => ({
      url: '/timesheets/week/copy-last-week',
      payload: { weekStart: addDays(own.freeWeek, 7) },
    }),
    order: 16,
  },
  'POST /api/v1/timesheets/week/rows/remove': {
    kind: 'ids',
    attempts: (own, x) => [
      {
        url: '/timesheets/week/rows/remove',
        payload: { weekStart: addDays(own.freeWeek, -7), projectId: x.projectId },
      },
    ],
    // Before the cells: a row with time in it is not removed.
    order: 14.5,
  },
  'POST /api/v1/timesheets/week/submit': {
    kind: 'own',
    request: (own) => ({ url: '/timesheets/week/submit', payload: { weekStart: own.freeWeek } }),
    order: 18,
  },
  'GET /api/v1/timesheets/pending': {
    kind: 'own',
    request: () => ({ url: '/timesheets/pending' }),
  },
  'GET /api/v1/timesheets/:id': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/timesheets/${x.timesheetId}` }],
  },
  'POST /api/v1/timesheets/:id/review': {
    kind: 'ids',
    attempts: (_own, x) => [
      { url: `/timesheets/${x.timesheetId}/review`, payload: { decision: 'approved' } },
    ],
  },
};

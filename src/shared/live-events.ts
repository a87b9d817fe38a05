import type { CHANGE_STATUSES, NotificationType } from './enums';

/**
 * The named events of the live stream (GET /api/v1/events) and what each carries as JSON data.
 * They say what changed, never the data itself: a client refetches what it shows.
 */
export type LiveEventMap = {
  /** A change request was submitted, reviewed, or its attachments changed. */
  'change_request.updated': {
    id: string;
    projectId: string;
    status: (typeof CHANGE_STATUSES)[number];
  };
  /** The signed-in person's timer started, went on or off a break, or stopped (in any tab). */
  'timer.updated': { sessionId: string; isRunning: boolean; onBreak: boolean };
  /** Sessions of the signed-in person were written for them (a time import): refetch their time. */
  'time.changed': { reason: 'import' };
  /** The signed-in person got a notification. */
  'notification.created': { type: NotificationType };
  /** A project's activity dates were moved for it (auto-schedule): refetch its plan. */
  'project.schedule_changed': { projectId: string; reason: 'auto_schedule' };
  /** The signed-in person was deactivated: their sessions are gone, every tab signs out. */
  'session.ended': Record<string, never>;
  /** The platform suspended the organization: its streams close, its requests are refused. */
  'organization.suspended': Record<string, never>;
  /** The server may have missed events (its database link dropped): refetch everything shown. */
  'stream.resync': Record<string, never>;
};

export type LiveEventType = keyof LiveEventMap;

/** Events after which the server closes the streams they reached: nothing more may follow. */
export const CLOSING_LIVE_EVENTS: ReadonlySet<LiveEventType> = new Set([
  'session.ended',
  'organization.suspended',
]);

export const LIVE_EVENT_TYPES = [
  'change_request.updated',
  'timer.updated',
  'time.changed',
  'notification.created',
  'project.schedule_changed',
  'session.ended',
  'organization.suspended',
  'stream.resync',
] as const satisfies readonly LiveEventType[];

import { and, eq, sql } from 'drizzle-orm';
import { weekStartOf } from '../../../shared/domain/week';
import { END_BEFORE_START, SESSION_OVERLAPS, WEEK_LOCKED } from '../../../shared/schemas/time';
import type { Transaction } from '../../db/client';
import { anyOf } from '../../db/column-arrays';
import { timeSessions, timesheetWeeks } from '../../db/schema/time';
import type { TenantContext } from '../../db/tenant';
import type { MatchedRow } from './match';

/** A matched row with the instants its wall-clock times stand for in the person's time zone. */
export type TimedRow = MatchedRow & { start: Date; end: Date };
export type Refusal = { rowNumber: number; message: string };

/**
 * The instants of every row's start and end, read in its person's time zone by Postgres (as
 * the rest of the time module does), in one statement for the whole file.
 */
export async function toInstants(tx: Transaction, rows: readonly MatchedRow[]) {
  if (rows.length === 0) return { timed: [] as TimedRow[], refused: [] as Refusal[] };
  const moments = rows.flatMap(({ row, person }) => [
    [row.start, person.timeZone],
    [row.end, person.timeZone],
  ]);
  const { rows: instants } = await tx.execute<{ at: number }>(sql`
    select (extract(epoch from ((m->>0)::timestamp at time zone (m->>1))) * 1000)::float8 as at
    from jsonb_array_elements(${JSON.stringify(moments)}::jsonb) with ordinality as t(m, i)
    order by i`);
  const timed: TimedRow[] = [];
  const refused: Refusal[] = [];
  rows.forEach((matched, index) => {
    const start = new Date(Number(instants[index * 2]!.at));
    const end = new Date(Number(instants[index * 2 + 1]!.at));
    // A clock change can fold a stretch to nothing (02:30 to 03:00 on a spring-forward night).
    if (end <= start) refused.push({ rowNumber: matched.row.rowNumber, message: END_BEFORE_START });
    else timed.push({ ...matched, start, end });
  });
  return { timed, refused };
}

const SECOND_MS = 1000;
/**
 * The Mondays of the weeks a row touches, from its wall-clock times (those of the person's
 * time zone, where their weeks run). The end is exclusive: a row ending Monday 00:00 stays in
 * the week before, as refuseApprovedWeeks has it.
 */
function weeksOf({ row }: TimedRow): string[] {
  const firstDay = row.start.slice(0, 10);
  const lastDay = new Date(Date.parse(`${row.end}Z`) - SECOND_MS).toISOString().slice(0, 10);
  const first = weekStartOf(firstDay);
  const last = weekStartOf(lastDay < firstDay ? firstDay : lastDay);
  return first === last ? [first] : [first, last];
}

/**
 * Rows that land in one of their person's approved (locked) weeks, or overlap a session the
 * person already has; the rest pass. A running timer covers what has elapsed by `now`.
 */
export async function refuseLockedAndOverlapping(
  tx: Transaction,
  ctx: TenantContext,
  rows: readonly TimedRow[],
  now: Date,
) {
  const passed: TimedRow[] = [];
  const refused: Refusal[] = [];
  if (rows.length === 0) return { passed, refused };
  const userIds = [...new Set(rows.map((r) => r.person.id))];
  const from = new Date(rows.reduce((min, r) => Math.min(min, r.start.getTime()), Infinity));
  const to = new Date(rows.reduce((max, r) => Math.max(max, r.end.getTime()), -Infinity));
  const org = ctx.organizationId;
  const approved = await tx
    .select({ userId: timesheetWeeks.userId, weekStart: timesheetWeeks.weekStart })
    .from(timesheetWeeks)
    .where(
      and(
        eq(timesheetWeeks.organizationId, org),
        eq(timesheetWeeks.status, 'approved'),
        anyOf(timesheetWeeks.userId, userIds),
      ),
    );
  const locked = new Set(approved.map((w) => `${w.userId}|${w.weekStart}`));
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const existing = await tx
    .select({
      userId: timeSessions.userId,
      start: timeSessions.startTime,
      end: sql<number>`(extract(epoch from coalesce(${timeSessions.endTime}, greatest(${timeSessions.startTime} + interval '1 millisecond', ${nowAt}))) * 1000)::float8`,
    })
    .from(timeSessions)
    .where(
      and(
        eq(timeSessions.organizationId, org),
        anyOf(timeSessions.userId, userIds),
        sql`${timeSessions.startTime} < ${to.toISOString()}::timestamptz`,
        sql`coalesce(${timeSessions.endTime}, greatest(${timeSessions.startTime} + interval '1 millisecond', ${nowAt})) > ${from.toISOString()}::timestamptz`,
      ),
    );
  const sessions = new Map<string, Spans>();
  for (const s of existing) {
    const spans = sessions.get(s.userId) ?? new Spans();
    spans.add(s.start.getTime(), Number(s.end));
    sessions.set(s.userId, spans);
  }
  for (const row of rows) {
    const { rowNumber } = row.row;
    if (weeksOf(row).some((week) => locked.has(`${row.person.id}|${week}`)))
      refused.push({ rowNumber, message: WEEK_LOCKED });
    else if (sessions.get(row.person.id)?.overlaps(row.start.getTime(), row.end.getTime()))
      refused.push({ rowNumber, message: SESSION_OVERLAPS });
    else passed.push(row);
  }
  return { passed, refused };
}

/**
 * Rows of one person that overlap each other in the file: the earlier start keeps its place,
 * the later one is refused naming it (touching is fine).
 */
export function refuseOverlapsInFile(rows: readonly TimedRow[]) {
  const passed: TimedRow[] = [];
  const refused: Refusal[] = [];
  const byPerson = new Map<string, TimedRow[]>();
  for (const row of rows) {
    const own = byPerson.get(row.person.id);
    if (own) own.push(row);
    else byPerson.set(row.person.id, [row]);
  }
  for (const own of byPerson.values()) {
    own.sort((a, b) => a.start.getTime() - b.start.getTime() || a.row.rowNumber - b.row.rowNumber);
    let latest: TimedRow | null = null;
    for (const row of own) {
      if (latest && row.start < latest.end) {
        refused.push({
          rowNumber: row.row.rowNumber,
          message: `This entry overlaps Row ${latest.row.rowNumber}`,
        });
        continue;
      }
      passed.push(row);
      if (!latest || row.end > latest.end) latest = row;
    }
  }
  passed.sort((a, b) => a.row.rowNumber - b.row.rowNumber);
  return { passed, refused };
}

/** A person's sessions, for asking whether a stretch overlaps any of them. */
class Spans {
  private spans: { start: number; end: number }[] = [];
  private maxEnds: number[] | null = null;

  add(start: number, end: number) {
    this.spans.push({ start, end });
    this.maxEnds = null;
  }

  /** Whether [start, end) overlaps a span: the latest end among spans starting before `end`. */
  overlaps(start: number, end: number): boolean {
    if (!this.maxEnds) {
      this.spans.sort((a, b) => a.start - b.start);
      let max = -Infinity;
      this.maxEnds = this.spans.map((s) => (max = Math.max(max, s.end)));
    }
    let low = 0;
    let high = this.spans.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.spans[mid]!.start < end) low = mid + 1;
      else high = mid;
    }
    return low > 0 && this.maxEnds[low - 1]! > start;
  }
}

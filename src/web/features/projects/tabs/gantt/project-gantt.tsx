import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { Activity } from '@/shared/schemas/activities';
import type { BaselineComparison, ProjectSchedule } from '@/shared/schemas/schedule';
import { cn } from '@/web/lib/cn';
import { useMarkReady } from '@/web/lib/mark-ready';
import {
  BAR_HEIGHT,
  barOf,
  dayNumber,
  linkPath,
  movedDates,
  ROW_HEIGHT,
  timeline,
  type Zoom,
} from './timeline';
import { assignees, describe } from './bar-text';
import { GanttLegend, GanttToolbar } from './gantt-chrome';
import { TaskRow } from './task-row';

const LIST_WIDTH = 288;
const HEADER_HEIGHT = 32;

/** A bar being dragged: its dates as they would be saved. */
type Preview = { id: string; startDate: string; endDate: string };

export interface ProjectGanttProps {
  activities: readonly Activity[];
  schedule: ProjectSchedule | undefined;
  /** The baseline compared with, drawn beneath the bars. */
  comparison: BaselineComparison | undefined;
  today: string;
  /** Moving or resizing; absent for someone who may not change the plan. */
  onMove?: (activity: Activity, startDate: string, endDate: string) => void;
  onEdit?: (activity: Activity) => void;
}

/**
 * The Gantt chart: a task list beside an SVG time line with day, week and month zoom. Bars,
 * milestone diamonds, link arrows by type, the critical path in red, violated links in amber,
 * today's line and the compared baseline's bars beneath. Rows are virtualized (only those on
 * screen are drawn) and so are the axis ticks, so thousands of activities stay smooth.
 * Bars drag to move (or, by their right edge, to resize); the task list does the same from
 * the keyboard: ↑/↓ choose, ←/→ move a day, Shift+←/→ change the end, Enter edits.
 */
export function ProjectGantt({
  activities,
  schedule,
  comparison,
  today,
  onMove,
  onEdit,
}: ProjectGanttProps) {
  const [zoom, setZoom] = useState<Zoom>('week');
  const [preview, setPreview] = useState<Preview | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ left: 0, width: 1200 });

  const shown = useMemo(
    () =>
      activities.map((activity) =>
        preview?.id === activity.id ? { ...activity, ...preview } : activity,
      ),
    [activities, preview],
  );
  const line = useMemo(() => timeline(activities, zoom, today), [activities, zoom, today]);
  const rowOf = useMemo(() => new Map(activities.map((a, i) => [a.id, i])), [activities]);
  const info = useMemo(
    () => new Map((schedule?.activities ?? []).map((a) => [a.id, a])),
    [schedule],
  );
  const baselineOf = useMemo(
    () =>
      new Map(
        (comparison?.activities ?? [])
          .filter((row) => row.activityId && row.baselineStart && row.baselineEnd)
          .map((row) => [row.activityId!, row]),
      ),
    [comparison],
  );

  const rows = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    scrollMargin: HEADER_HEIGHT,
  });
  const visible = rows.getVirtualItems();
  const firstRow = visible[0]?.index ?? 0;
  const lastRow = visible.at(-1)?.index ?? -1;
  // The first bars are drawn with the schedule's links and critical path (bench/web.ts).
  useMarkReady('stint:gantt:ready', visible.length > 0 && schedule !== undefined);

  // The horizontal window, for the axis ticks: read on scroll, at most once a frame.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      setView({ left: element.scrollLeft, width: element.clientWidth });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    element.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      element.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  // On a new zoom, show today (or the first activity) rather than the far left.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const target = line.today ?? line.x(activities[0]?.startDate ?? today);
    element.scrollLeft = Math.max(0, target - element.clientWidth / 3);
  }, [zoom]); // eslint-disable-line react-hooks/exhaustive-deps

  const ticks = line.ticks(view.left - LIST_WIDTH, view.left + view.width);
  const height = shown.length * ROW_HEIGHT;
  const links = (schedule?.links ?? []).filter((link) => {
    const a = rowOf.get(link.predecessorId);
    const b = rowOf.get(link.successorId);
    if (a === undefined || b === undefined) return false;
    return Math.min(a, b) <= lastRow && Math.max(a, b) >= firstRow;
  });

  // A drag follows the pointer over the whole window (it may leave the bar) until it is let go.
  const startDrag = (event: PointerEvent<SVGGElement>, activity: Activity) => {
    if (!onMove || event.button !== 0) return;
    event.preventDefault();
    const bar = event.currentTarget.getBoundingClientRect();
    const resize = !activity.isMilestone && event.clientX > bar.right - 8;
    const originX = event.clientX;
    const { dayWidth } = line;
    const datesAt = (e: globalThis.PointerEvent) => {
      const days = Math.round((e.clientX - originX) / dayWidth);
      return days === 0 ? null : movedDates(activity, days, resize);
    };
    const follow = (e: globalThis.PointerEvent) => {
      const dates = datesAt(e);
      setPreview(dates ? { id: activity.id, ...dates } : null);
    };
    const stop = (e: globalThis.PointerEvent) => {
      window.removeEventListener('pointermove', follow);
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
      setPreview(null);
      const dates = e.type === 'pointerup' ? datesAt(e) : null;
      if (dates) onMove(activity, dates.startDate, dates.endDate);
    };
    window.addEventListener('pointermove', follow);
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
  };

  const focusRow = (index: number) => {
    rows.scrollToIndex(index);
    requestAnimationFrame(() =>
      scroller.current?.querySelector<HTMLElement>(`[data-gantt-row="${index}"]`)?.focus(),
    );
  };
  const onRowKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const activity = shown[index]!;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = index + (event.key === 'ArrowDown' ? 1 : -1);
      if (next >= 0 && next < shown.length) focusRow(next);
    } else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && onMove) {
      event.preventDefault();
      const dates = movedDates(activity, event.key === 'ArrowRight' ? 1 : -1, event.shiftKey);
      if (dates) onMove(activity, dates.startDate, dates.endDate);
    }
  };

  return (
    <figure className="space-y-3">
      <GanttToolbar zoom={zoom} onZoom={setZoom} canMove={Boolean(onMove)} />
      <div
        ref={scroller}
        role="region"
        aria-label="Gantt chart"
        tabIndex={-1}
        className="relative max-h-[70vh] overflow-auto rounded-md border"
        data-testid="gantt-scroller"
      >
        <div style={{ width: LIST_WIDTH + line.width, height: HEADER_HEIGHT + height }}>
          <div
            className="sticky top-0 z-20 flex border-b bg-card"
            style={{ height: HEADER_HEIGHT, width: LIST_WIDTH + line.width }}
          >
            <div
              className="sticky left-0 z-30 flex items-center border-r bg-card px-3 font-medium text-muted-foreground text-xs"
              style={{ width: LIST_WIDTH, minWidth: LIST_WIDTH }}
            >
              Activity
            </div>
            <svg width={line.width} height={HEADER_HEIGHT} aria-hidden="true">
              {ticks.map((tick) => (
                <g key={tick.x} transform={`translate(${tick.x} 0)`}>
                  <line
                    y1={tick.major ? 0 : HEADER_HEIGHT / 2}
                    y2={HEADER_HEIGHT}
                    className="stroke-border"
                  />
                  <text x={3} y={HEADER_HEIGHT - 10} className="fill-muted-foreground text-[10px]">
                    {tick.label}
                  </text>
                </g>
              ))}
            </svg>
          </div>
          <div className="relative flex" style={{ height }}>
            <ul
              aria-label="Activities of the Gantt chart"
              className="sticky left-0 z-10 border-r bg-card"
              style={{ width: LIST_WIDTH, minWidth: LIST_WIDTH, height }}
            >
              {visible.map((row) => {
                const activity = shown[row.index]!;
                const details = info.get(activity.id);
                return (
                  <TaskRow
                    key={activity.id}
                    activity={activity}
                    details={details}
                    index={row.index}
                    top={row.start - HEADER_HEIGHT}
                    onEdit={onEdit}
                    onKey={onRowKey}
                  />
                );
              })}
            </ul>
            <svg width={line.width} height={height} className="block" aria-hidden="true">
              <defs>
                {(
                  [
                    ['gantt-arrow', 'fill-muted-foreground'],
                    ['gantt-arrow-critical', 'fill-destructive'],
                  ] as const
                ).map(([id, fill]) => (
                  <marker
                    key={id}
                    id={id}
                    viewBox="0 0 6 6"
                    refX="6"
                    refY="3"
                    markerWidth="6"
                    markerHeight="6"
                    orient="auto-start-reverse"
                  >
                    <path d="M0 0L6 3L0 6z" className={fill} />
                  </marker>
                ))}
              </defs>
              {ticks
                .filter((tick) => tick.major)
                .map((tick) => (
                  <line
                    key={tick.x}
                    x1={tick.x}
                    x2={tick.x}
                    y2={height}
                    className="stroke-border"
                  />
                ))}
              {links.map((link) => {
                const from = shown[rowOf.get(link.predecessorId)!]!;
                const to = shown[rowOf.get(link.successorId)!]!;
                const critical =
                  info.get(from.id)?.critical && info.get(to.id)?.critical && link.type !== 'SF';
                return (
                  <path
                    key={link.id}
                    data-link={`${from.name} ${link.type} ${to.name}`}
                    d={linkPath({
                      type: link.type,
                      from: { ...barOf(line, from), row: rowOf.get(from.id)! },
                      to: { ...barOf(line, to), row: rowOf.get(to.id)! },
                    })}
                    fill="none"
                    strokeWidth={critical ? 1.5 : 1}
                    className={critical ? 'stroke-destructive' : 'stroke-muted-foreground/70'}
                    markerEnd={`url(#${critical ? 'gantt-arrow-critical' : 'gantt-arrow'})`}
                  />
                );
              })}
              {visible.map((row) => {
                const activity = shown[row.index]!;
                const details = info.get(activity.id);
                const { left, width } = barOf(line, activity);
                const y = row.index * ROW_HEIGHT + (ROW_HEIGHT - BAR_HEIGHT) / 2;
                const before = baselineOf.get(activity.id);
                const critical = details?.critical ?? false;
                const violated = (details?.violations.length ?? 0) > 0;
                return (
                  <g
                    key={activity.id}
                    data-gantt-bar={activity.name}
                    data-critical={critical || undefined}
                    data-violated={violated || undefined}
                    className={cn(onMove && 'cursor-grab touch-none')}
                    onPointerDown={(event) => startDrag(event, activity)}
                    onDoubleClick={() => onEdit?.(activity)}
                  >
                    <title>{`${activity.name}: ${describe(activity, details)}`}</title>
                    {before ? (
                      <rect
                        data-baseline-bar={activity.name}
                        x={line.x(before.baselineStart!)}
                        y={y + BAR_HEIGHT + 2}
                        width={
                          (dayNumber(before.baselineEnd!) - dayNumber(before.baselineStart!) + 1) *
                          line.dayWidth
                        }
                        height={4}
                        rx={1}
                        className="fill-muted-foreground/40"
                      />
                    ) : null}
                    {activity.isMilestone ? (
                      <rect
                        x={left - 6}
                        y={y + BAR_HEIGHT / 2 - 6}
                        width={12}
                        height={12}
                        transform={`rotate(45 ${left} ${y + BAR_HEIGHT / 2})`}
                        className={critical ? 'fill-destructive' : 'fill-primary'}
                      />
                    ) : (
                      <rect
                        x={left}
                        y={y}
                        width={Math.max(width, 2)}
                        height={BAR_HEIGHT}
                        rx={3}
                        strokeWidth={violated ? 2 : 1}
                        strokeDasharray={violated ? '4 2' : undefined}
                        className={cn(
                          critical
                            ? 'fill-destructive/30 stroke-destructive'
                            : 'fill-primary/25 stroke-primary/60',
                          violated && 'stroke-amber-500',
                        )}
                      />
                    )}
                    {!activity.isMilestone && activity.percentComplete > 0 ? (
                      <rect
                        data-progress={activity.name}
                        x={left}
                        y={y + BAR_HEIGHT - 5}
                        width={(Math.max(width, 2) * activity.percentComplete) / 100}
                        height={5}
                        rx={2}
                        className="pointer-events-none fill-primary/80"
                      />
                    ) : null}
                    {activity.assignments.length > 0 ? (
                      <text
                        x={left + Math.max(width, 2) + (activity.isMilestone ? 12 : 6)}
                        y={y + BAR_HEIGHT - 4}
                        className="pointer-events-none fill-muted-foreground text-[10px]"
                      >
                        {assignees(activity)}
                      </text>
                    ) : null}
                  </g>
                );
              })}
              {line.today !== null ? (
                <line
                  x1={line.today}
                  x2={line.today}
                  y2={height}
                  strokeWidth={2}
                  className="stroke-destructive/70"
                />
              ) : null}
            </svg>
          </div>
        </div>
      </div>
      <GanttLegend baseline={comparison?.baseline.name ?? null} showsToday={line.today !== null} />
    </figure>
  );
}

import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { ZOOMS, type Zoom } from './timeline';

const ZOOM_LABELS: Record<Zoom, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** Day, week and month zoom, and how to move bars (when the viewer may). */
export function GanttToolbar({
  zoom,
  onZoom,
  canMove,
}: {
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
  canMove: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <fieldset className="inline-flex rounded-md border p-0.5">
        <legend className="sr-only">Zoom</legend>
        {ZOOMS.map((z) => (
          <Button
            key={z}
            type="button"
            size="sm"
            variant={zoom === z ? 'secondary' : 'ghost'}
            aria-pressed={zoom === z}
            onClick={() => onZoom(z)}
          >
            {ZOOM_LABELS[z]}
          </Button>
        ))}
      </fieldset>
      {canMove ? (
        <p className="text-muted-foreground text-xs">
          Drag a bar to move it, its right edge to change its end. In the list: ↑/↓ choose, ←/→ move
          a day, Shift+←/→ change the end, Enter edits.
        </p>
      ) : null}
    </div>
  );
}

function Legend({ swatch, children }: { swatch: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className={swatch} aria-hidden="true" />
      {children}
    </span>
  );
}

/** What the Gantt's colours and marks mean; the baseline and today only when drawn. */
export function GanttLegend({
  baseline,
  showsToday,
}: {
  baseline: string | null;
  showsToday: boolean;
}) {
  return (
    <figcaption className="flex flex-wrap items-center gap-x-5 gap-y-1 text-muted-foreground text-xs">
      <Legend swatch="h-3 w-5 rounded-sm border border-primary/60 bg-primary/25">Activity</Legend>
      <Legend swatch="h-3 w-5 rounded-sm border border-destructive bg-destructive/30">
        Critical path
      </Legend>
      <Legend swatch="h-3 w-5 rounded-sm border-2 border-dashed border-amber-500">
        Violates a link
      </Legend>
      <Legend swatch="size-2.5 rotate-45 bg-primary">Milestone</Legend>
      <Legend swatch="h-1.5 w-5 rounded-sm bg-primary/80">Work done</Legend>
      {baseline !== null ? (
        <Legend swatch="h-1 w-5 rounded-sm bg-muted-foreground/40">Baseline: {baseline}</Legend>
      ) : null}
      {showsToday ? <Legend swatch="h-3 w-0.5 bg-destructive/70">Today</Legend> : null}
    </figcaption>
  );
}

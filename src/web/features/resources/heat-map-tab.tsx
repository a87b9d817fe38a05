import { useQuery } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { AlertTriangle, ChevronLeft, ChevronRight } from 'lucide-react';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { HeatMap } from '@/shared/schemas/resources';
import { EmptyState } from '@/web/components/empty-state';
import { SelectField } from '@/web/components/select-field';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { api, unwrap } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import { formatDay, formatMonthDay } from '@/web/lib/format-date';
import { useMarkReady } from '@/web/lib/mark-ready';
import { departmentsQuery, teamsQuery } from '@/web/lib/organization-queries';
import { heatMapQuery, weekFrom } from './heat-map-query';
import { RESOURCES_QUERY_KEY } from './use-resources';

// The same empty lists each render, so the memoized rows keep theirs.
const NONE: never[] = [];
const NO_PEOPLE: Person[] = [];
// A row of one line; those with a department or team are measured as drawn.
const ROW_HEIGHT = 41;
// Rows drawn beyond the window, above and below: a quick scroll shows no gap, and tabbing
// through the cells reaches the next row before it scrolls in.
const OVERSCAN = 8;
const STEP = 4;

type Person = HeatMap['people'][number];
type Cell = Person['cells'][number];

/** The colour of a load: light under half, deeper to 100 %, red over it, grey when off. */
function shade(cell: Cell): string {
  if (cell.load === null) return 'bg-muted text-muted-foreground';
  if (cell.overloaded) return 'bg-destructive text-white';
  if (cell.load >= 80) return 'bg-primary text-primary-foreground';
  if (cell.load >= 50) return 'bg-primary/40 text-foreground';
  if (cell.load > 0) return 'bg-primary/25 text-foreground';
  return 'bg-background text-muted-foreground';
}

/**
 * The heat map: people × weeks, each cell the week's load (allocations and assignments over the
 * person's available days); over 100 % in red and said in words; a cell opens what makes it up.
 */
export function HeatMapTab() {
  const [offset, setOffset] = useState(0);
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const [teamId, setTeamId] = useState<string | null>(null);
  // The opened cell with its week and that week's working days (the map's, by position).
  const [open, setOpen] = useState<Opened | null>(null);
  const departments = useQuery(departmentsQuery);
  const teams = useQuery(teamsQuery);
  const from = weekFrom(offset);
  const map = useQuery({
    queryKey: [...RESOURCES_QUERY_KEY, 'heat-map', from, departmentId, teamId],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/resources/heat-map', {
          params: { query: heatMapQuery(from, departmentId, teamId) },
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
  });
  // What makes up the opened cell is asked for when it opens: the heat map carries loads only.
  const detail = useQuery({
    queryKey: [...RESOURCES_QUERY_KEY, 'heat-map', 'cell', open?.person.id, open?.week],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/resources/heat-map/cell', {
          params: { query: { personId: open!.person.id, week: open!.week } },
          signal,
        }),
      ),
    enabled: open !== null,
  });
  const weeks = map.data?.weeks ?? NONE;
  const workingDays = map.data?.workingDays ?? NONE;
  const teamOptions = (teams.data ?? [])
    .filter((team) => !departmentId || team.departmentId === departmentId)
    .map((team) => ({ value: team.id, label: team.name }));

  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid w-full gap-3 sm:w-auto sm:grid-cols-2">
            <SelectField
              id="heat-map-department"
              label="Department"
              placeholder="All departments"
              noneLabel="All departments"
              options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
              value={departmentId}
              onChange={(value) => {
                setDepartmentId(value);
                setTeamId(null);
              }}
            />
            <SelectField
              id="heat-map-team"
              label="Team"
              placeholder="All teams"
              noneLabel="All teams"
              options={teamOptions}
              value={teamId}
              onChange={setTeamId}
            />
          </div>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => setOffset((o) => o - STEP)}
              aria-label="Earlier weeks"
            >
              <ChevronLeft /> Earlier
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setOffset(0)}
              disabled={offset === 0}
            >
              This week
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setOffset((o) => o + STEP)}
              aria-label="Later weeks"
            >
              Later <ChevronRight />
            </Button>
          </div>
        </div>
        {map.data && map.data.people.length === 0 ? (
          <EmptyState icon={AlertTriangle} message="No resources yet" />
        ) : (
          <div
            role="region"
            aria-label="Heat map"
            tabIndex={0}
            className="overflow-x-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <table
              className="w-full border-collapse text-sm"
              aria-label="Load by person and week"
              aria-rowcount={(map.data?.people.length ?? 0) + 1}
            >
              <thead>
                <tr aria-rowindex={1}>
                  <th
                    scope="col"
                    className="sticky left-0 z-10 bg-card px-3 py-2 text-left font-medium"
                  >
                    Person
                  </th>
                  {weeks.map((week) => (
                    <th
                      key={week}
                      scope="col"
                      className="px-1 py-2 text-center font-normal text-muted-foreground text-xs"
                    >
                      <span className="sr-only">Week of </span>
                      {formatMonthDay(week)}
                    </th>
                  ))}
                </tr>
              </thead>
              <HeatMapBody
                people={map.data?.people ?? NO_PEOPLE}
                weeks={weeks}
                workingDays={workingDays}
                onOpen={setOpen}
              />
            </table>
          </div>
        )}
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-xs">
          <Legend className="bg-primary/25">1-49%</Legend>
          <Legend className="bg-primary/40">50-79%</Legend>
          <Legend className="bg-primary">80-100%</Legend>
          <Legend className="bg-destructive">Over 100%</Legend>
          <Legend className="bg-muted">Off (holidays, time off)</Legend>
        </p>
      </CardContent>
      <Dialog open={open !== null} onOpenChange={(next) => (next ? undefined : setOpen(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {open?.person.fullName}, week of {open ? formatDay(open.week) : ''}
            </DialogTitle>
            <DialogDescription>
              {open?.cell.load === null
                ? 'Off: no working day available this week.'
                : `${open?.cell.load}% of ${open?.cell.availableDays} available of ${open?.workingDays} working days${
                    open?.cell.overloaded ? ' — over capacity' : ''
                  }.`}
            </DialogDescription>
          </DialogHeader>
          {detail.isPending ? (
            <p className="text-muted-foreground text-sm">Loading...</p>
          ) : detail.isError ? (
            <p className="text-destructive text-sm">Failed to load data</p>
          ) : detail.data.items.length > 0 ? (
            <ul className="space-y-2 text-sm">
              {detail.data.items.map((item, index) => (
                <li key={index} className="flex justify-between gap-3 rounded-md border px-3 py-2">
                  <span>
                    <span className="font-medium">{item.projectName}</span>
                    {item.activityName ? ` · ${item.activityName}` : ''}
                    <span className="block text-muted-foreground text-xs">
                      {item.kind === 'allocation' ? 'Allocation' : 'Activity assignment'},{' '}
                      {item.days} {item.days === 1 ? 'day' : 'days'}
                    </span>
                  </span>
                  <span className="tabular-nums">{item.percentage}%</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground text-sm">No assignments</p>
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}

type Opened = { person: Person; cell: Cell; week: string; workingDays: number };

type RowsProps = {
  weeks: string[];
  workingDays: number[];
  onOpen: (opened: Opened) => void;
};

/**
 * The people's rows, those in and near the window only; those above and below are empty space
 * of their height. All 500 people of the bench dataset were 25,000 elements: the map took 300 ms
 * of script to show, and a cell 230 ms to open its dialog, rows memoized or not (opening it
 * restyles the page). Drawn as they scroll in, 1,300 elements: 30 ms to open a cell.
 */
function HeatMapBody({ people, ...row }: RowsProps & { people: Person[] }) {
  const body = useRef<HTMLTableSectionElement>(null);
  // Where the rows start on the page, for the window's scroll (the filters above may wrap).
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setTop((body.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [people]);
  const rows = useWindowVirtualizer({
    count: people.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin: top,
  });
  const shown = rows.getVirtualItems();
  // The first rows are drawn with the map's loads (bench/web.ts).
  useMarkReady('stint:heat-map:ready', shown.length > 0);
  const above = shown.length > 0 ? shown[0]!.start - top : 0;
  const below = shown.length > 0 ? rows.getTotalSize() - (shown.at(-1)!.end - top) : 0;
  return (
    <tbody ref={body}>
      {above > 0 ? <tr aria-hidden="true" style={{ height: above }} /> : null}
      {shown.map((item) => (
        <HeatMapRow
          key={people[item.index]!.id}
          person={people[item.index]!}
          index={item.index}
          measure={rows.measureElement}
          {...row}
        />
      ))}
      {below > 0 ? <tr aria-hidden="true" style={{ height: below }} /> : null}
    </tbody>
  );
}

/** A person's row of the map; memoized, so opening a cell draws the dialog alone. */
const HeatMapRow = memo(function HeatMapRow({
  person,
  index,
  measure,
  weeks,
  workingDays,
  onOpen,
}: RowsProps & { person: Person; index: number; measure: (row: HTMLElement | null) => void }) {
  return (
    <tr ref={measure} data-index={index} aria-rowindex={index + 2} className="border-t">
      <th scope="row" className="sticky left-0 z-10 bg-card px-3 py-1.5 text-left font-normal">
        <span className="block truncate font-medium">{person.fullName}</span>
        {person.department || person.team ? (
          <span className="block truncate text-muted-foreground text-xs">
            {[person.department, person.team].filter(Boolean).join(' · ')}
          </span>
        ) : null}
      </th>
      {person.cells.map((cell, index) => (
        <td key={weeks[index]} className="p-0.5">
          <button
            type="button"
            data-overloaded={cell.overloaded || undefined}
            className={cn(
              'flex h-9 w-full min-w-14 items-center justify-center gap-1 rounded text-xs tabular-nums outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
              shade(cell),
            )}
            onClick={() =>
              onOpen({ person, cell, week: weeks[index]!, workingDays: workingDays[index]! })
            }
            aria-label={`${person.fullName}, week of ${formatDay(weeks[index]!)}: ${
              cell.load === null ? 'off' : `${cell.load}%`
            }${cell.overloaded ? ', over capacity' : ''}`}
          >
            {cell.overloaded ? <AlertTriangle className="size-3" aria-hidden="true" /> : null}
            {cell.load === null ? 'Off' : `${cell.load}%`}
          </button>
        </td>
      ))}
    </tr>
  );
});

function Legend({ className, children }: { className: string; children: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className={cn('size-3 rounded-sm border', className)} aria-hidden="true" />
      {children}
    </span>
  );
}

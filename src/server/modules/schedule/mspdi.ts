// Microsoft Project XML (MSPDI): the plan format MS Project, ProjectLibre and OpenProject
// exports share. Read and written with fast-xml-parser; only what a plan here holds goes both
// ways: tasks (dates, milestones, notes) and their predecessor links (type, lag).

import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { LINK_TYPES, type LinkType } from '../../../shared/domain/schedule';
import type { WorkingCalendar } from '../../../shared/domain/working-calendar';

export const MSPDI_NOT_A_PLAN = 'The file is not a Microsoft Project XML (MSPDI) file';
export const MSPDI_NO_TASKS = 'The file has no tasks to import';

const NAMESPACE = 'http://schemas.microsoft.com/project';
/** MSPDI's link type codes. */
const TYPE_CODES: Record<LinkType, number> = { FF: 0, FS: 1, SF: 2, SS: 3 };
const TYPE_OF_CODE = new Map(LINK_TYPES.map((type) => [TYPE_CODES[type], type]));
/** Lag formats counted on the clock (elapsed), not in working time. */
const ELAPSED_FORMATS = new Set([4, 6, 8, 10, 12, 20]);

export interface PlanTask {
  uid: number;
  name: string;
  startDate: string;
  endDate: string;
  isMilestone: boolean;
  /** 0-100 */
  percentComplete: number;
  notes: string | null;
}

export interface PlanLink {
  predecessorUid: number;
  successorUid: number;
  type: LinkType;
  /** Working days (negative: a lead). */
  lag: number;
}

export interface Plan {
  name: string;
  tasks: PlanTask[];
  links: PlanLink[];
}

/** What a file held, and what of it a plan here cannot keep. */
export interface ReadPlan extends Plan {
  /** Summary tasks, blank rows and links to them or to other projects, left out. */
  skipped: { tasks: number; links: number };
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name, path) =>
    path === 'Project.Tasks.Task' || path === 'Project.Tasks.Task.PredecessorLink',
});

type RawLink = {
  PredecessorUID?: string;
  Type?: string;
  LinkLag?: string;
  LagFormat?: string;
  CrossProject?: string;
};
type RawTask = {
  UID?: string;
  Name?: string;
  Start?: string;
  Finish?: string;
  Milestone?: string;
  PercentComplete?: string;
  Summary?: string;
  IsNull?: string;
  Notes?: string;
  PredecessorLink?: RawLink[];
};

/** The day of an MSPDI date-time; a finish at midnight belongs to the day before. */
function dayOf(value: string, finish: boolean): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!match) return null;
  const [, day, hours, minutes] = match;
  if (finish && hours === '00' && minutes === '00') {
    const date = new Date(`${day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - 1);
    return date.toISOString().slice(0, 10);
  }
  return day!;
}

/** Reads an MSPDI file; throws an Error with MSPDI_NOT_A_PLAN or MSPDI_NO_TASKS. */
export function readMspdi(xml: string): ReadPlan {
  let parsed: {
    Project?: {
      Name?: string;
      Title?: string;
      MinutesPerDay?: string;
      Tasks?: { Task?: RawTask[] };
    };
  };
  try {
    parsed = parser.parse(xml, true);
  } catch {
    throw new Error(MSPDI_NOT_A_PLAN);
  }
  const project = parsed.Project;
  if (!project || typeof project !== 'object') throw new Error(MSPDI_NOT_A_PLAN);
  const minutesPerDay = Number(project.MinutesPerDay) || 480;
  const tasks: PlanTask[] = [];
  const links: PlanLink[] = [];
  let skippedTasks = 0;
  let skippedLinks = 0;
  const raw = project.Tasks?.Task ?? [];
  for (const task of raw) {
    const uid = Number(task.UID);
    const start = task.Start ? dayOf(task.Start, false) : null;
    const isMilestone = task.Milestone === '1';
    const finish = task.Finish ? dayOf(task.Finish, !isMilestone) : start;
    if (
      !Number.isInteger(uid) ||
      uid === 0 ||
      task.Summary === '1' ||
      task.IsNull === '1' ||
      !task.Name ||
      !start ||
      !finish
    ) {
      skippedTasks++;
      continue;
    }
    tasks.push({
      uid,
      name: task.Name,
      startDate: start,
      endDate: isMilestone || finish < start ? start : finish,
      isMilestone,
      percentComplete: Math.min(100, Math.max(0, Math.round(Number(task.PercentComplete) || 0))),
      notes: task.Notes ? task.Notes : null,
    });
    for (const link of task.PredecessorLink ?? []) {
      const type = TYPE_OF_CODE.get(Number(link.Type ?? 1));
      if (!type || link.CrossProject === '1') {
        skippedLinks++;
        continue;
      }
      const format = Number(link.LagFormat ?? 7);
      const perDay = (ELAPSED_FORMATS.has(format) ? 1440 : minutesPerDay) * 10;
      links.push({
        predecessorUid: Number(link.PredecessorUID),
        successorUid: uid,
        type,
        lag: Math.round(Number(link.LinkLag ?? 0) / perDay),
      });
    }
  }
  const kept = new Set(tasks.map((t) => t.uid));
  const inside = links.filter(
    (l) => kept.has(l.predecessorUid) && l.predecessorUid !== l.successorUid,
  );
  skippedLinks += links.length - inside.length;
  if (tasks.length === 0) throw new Error(MSPDI_NO_TASKS);
  return {
    name: project.Name || project.Title || 'Imported plan',
    tasks,
    links: inside,
    skipped: { tasks: skippedTasks, links: skippedLinks },
  };
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  format: true,
  indentBy: '\t',
  suppressEmptyNode: true,
});

const WORKING_TIMES = {
  WorkingTime: [
    { FromTime: '08:00:00', ToTime: '12:00:00' },
    { FromTime: '13:00:00', ToTime: '17:00:00' },
  ],
};

/**
 * Writes the plan as MSPDI: a Standard calendar of the organization's working weekdays and
 * holidays, and one manually scheduled task per activity (so MS Project keeps its dates) with
 * its predecessor links. Days are 08:00-17:00 with 8 working hours.
 */
export function writeMspdi(
  plan: Plan,
  calendar: WorkingCalendar,
  workingWeekdays: readonly number[],
  holidays: readonly string[],
): string {
  const byUid = new Map<number, PlanLink[]>();
  for (const link of plan.links) {
    byUid.set(link.successorUid, [...(byUid.get(link.successorUid) ?? []), link]);
  }
  const starts = plan.tasks.map((t) => t.startDate).sort();
  const finishes = plan.tasks.map((t) => t.endDate).sort();
  const hours = (task: PlanTask) =>
    task.isMilestone
      ? 0
      : 8 * (calendar.indexOf(task.endDate) - calendar.indexOf(task.startDate) + 1);
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8', '@_standalone': 'yes' },
    Project: {
      '@_xmlns': NAMESPACE,
      SaveVersion: 14,
      Name: plan.name,
      Title: plan.name,
      ScheduleFromStart: 1,
      StartDate: starts[0] ? `${starts[0]}T08:00:00` : undefined,
      FinishDate: finishes.at(-1) ? `${finishes.at(-1)}T17:00:00` : undefined,
      CalendarUID: 1,
      DefaultStartTime: '08:00:00',
      DefaultFinishTime: '17:00:00',
      MinutesPerDay: 480,
      MinutesPerWeek: 480 * workingWeekdays.length,
      DaysPerMonth: 20,
      DurationFormat: 7,
      Calendars: {
        Calendar: {
          UID: 1,
          Name: 'Standard',
          IsBaseCalendar: 1,
          BaseCalendarUID: -1,
          WeekDays: {
            // MSPDI counts Sunday as 1; ISO weekdays here are Monday 1 .. Sunday 7.
            WeekDay: [7, 1, 2, 3, 4, 5, 6].map((iso, index) => {
              const working = workingWeekdays.includes(iso);
              return {
                DayType: index + 1,
                DayWorking: working ? 1 : 0,
                WorkingTimes: working ? WORKING_TIMES : undefined,
              };
            }),
          },
          Exceptions:
            holidays.length > 0
              ? {
                  Exception: holidays.map((day) => ({
                    EnteredByOccurrences: 0,
                    TimePeriod: { FromDate: `${day}T00:00:00`, ToDate: `${day}T23:59:00` },
                    Occurrences: 1,
                    Name: 'Holiday',
                    Type: 1,
                    DayWorking: 0,
                  })),
                }
              : undefined,
        },
      },
      Tasks: {
        Task: plan.tasks.map((task, index) => ({
          UID: task.uid,
          ID: index + 1,
          Name: task.name,
          Active: 1,
          Manual: 1,
          Type: 0,
          IsNull: 0,
          WBS: index + 1,
          OutlineNumber: index + 1,
          OutlineLevel: 1,
          Start: `${task.startDate}T08:00:00`,
          Finish: task.isMilestone ? `${task.startDate}T08:00:00` : `${task.endDate}T17:00:00`,
          Duration: `PT${hours(task)}H0M0S`,
          ManualStart: `${task.startDate}T08:00:00`,
          ManualFinish: task.isMilestone
            ? `${task.startDate}T08:00:00`
            : `${task.endDate}T17:00:00`,
          ManualDuration: `PT${hours(task)}H0M0S`,
          DurationFormat: 7,
          Milestone: task.isMilestone ? 1 : 0,
          PercentComplete: task.percentComplete,
          Summary: 0,
          Notes: task.notes ?? undefined,
          PredecessorLink: (byUid.get(task.uid) ?? []).map((link) => ({
            PredecessorUID: link.predecessorUid,
            Type: TYPE_CODES[link.type],
            CrossProject: 0,
            LinkLag: link.lag * 480 * 10,
            LagFormat: 7,
          })),
        })),
      },
    },
  };
  return builder.build(document) as string;
}

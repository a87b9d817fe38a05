/*
 * Reading the time entries of another tracker's CSV export, before anything is matched to
 * Stint's people and projects (the server does that: src/server/modules/time-import).
 *
 * The column layouts, as the products write them (checked 2026 against the sources named):
 *
 * Toggl Track, Reports > Detailed > Export > Download as CSV:
 *   User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,
 *   End time,Duration,Tags,Amount (EUR)
 *   The last header carries the workspace currency ('Amount ()' when there is none). Toggl's
 *   own CSV import guide says its importer takes 'the same format the detailed report CSV
 *   export gives out' (support.toggl.com, 'Editing and uploading a CSV file'); exports seen in
 *   public code write dates as 2026-03-02, times as 09:00:00, Duration as 01:30:00 (or decimal
 *   hours when the profile's duration format is decimal), Billable as Yes/No.
 *
 * Clockify, Reports > Detailed > Export > Save as CSV:
 *   Project,Client,Description,Task,User,Group,Email,Tags,Billable,Start Date,Start Time,
 *   End Date,End Time,Duration (h),Duration (decimal),Billable Rate (USD),
 *   Billable Amount (USD)
 *   Clockify's help ('Import timesheets', clockify.me/help) says the date follows the person's
 *   profile setting (MM/DD/YYYY, DD/MM/YYYY, DD-MM-YYYY, YYYY-MM-DD...), the time the 12- or
 *   24-hour setting (9:00 AM or 13:00), Duration (h) the workspace setting (hh:mm:ss, h:mm or
 *   h.hh). Only English headers are read.
 *
 * Harvest, Reports > Detailed time > Export > CSV:
 *   Date,Client,Project,Project Code,Task,Notes,Hours,Hours Rounded,Billable?,Invoiced?,
 *   Approved?,First Name,Last Name,Roles,Employee?,Billable Rate,Billable Amount,Cost Rate,
 *   Cost Amount,Currency,External Reference URL
 *   (some accounts add Employee Id and Teams). Harvest's help ('Importing data',
 *   support.getharvest.com) gives the date as YYYY-MM-DD or M/D/YYYY and Hours in decimal;
 *   people are named by first and last name, never by email. Hours (not Hours Rounded) is
 *   what was tracked, so that is what is imported.
 *   Harvest gives a day and hours but no clock times. Stint sessions need both, so a person's
 *   Harvest entries of one day are laid end to end from 09:00 in their time zone, in the
 *   order of the file: 1.5 h then 2 h become 09:00-10:30 and 10:30-12:30. The minutes per day,
 *   project and billable flag come out exactly as in Harvest; only the clock times are made up.
 *
 * Clock times of all three are wall-clock times of the person who tracked them: they are read
 * in the Stint person's time zone. Tags, amounts, rates and invoicing flags are not imported.
 */
import { type CsvRowError, parseCsv, rowLabel } from './csv';
import {
  dateOrderOf,
  localDateTime,
  readClockTime,
  readDate,
  readDuration,
  readYesNo,
  secondsBetween,
} from './time-import-formats';

export const TIME_IMPORT_SOURCES = ['toggl', 'clockify', 'harvest'] as const;
export type TimeImportSource = (typeof TIME_IMPORT_SOURCES)[number];
export const TIME_IMPORT_SOURCE_NAMES: Record<TimeImportSource, string> = {
  toggl: 'Toggl Track',
  clockify: 'Clockify',
  harvest: 'Harvest',
};

/** Where a Harvest day's entries start, laid end to end (Harvest has no clock times). */
export const HARVEST_DAY_START = '09:00';
const HARVEST_DAY_START_SECONDS = 9 * 3600;
export const MAX_ENTRY_HOURS = 24;
export const MAX_NOTES = 2000;

/** One time entry of the file, before it is matched to Stint's people and projects. */
export type TimeEntryRow = {
  rowNumber: number;
  /** Lower case; Harvest has none. */
  personEmail: string | null;
  personName: string | null;
  client: string | null;
  project: string;
  /** Harvest's Project Code. */
  projectCode: string | null;
  task: string | null;
  notes: string | null;
  billable: boolean;
  /** Wall-clock start and end (yyyy-mm-ddThh:mm:ss), read in the person's time zone. */
  start: string;
  end: string;
};

export type TimeEntryRows = {
  source: TimeImportSource | null;
  rows: TimeEntryRow[];
  errors: CsvRowError[];
  total: number;
  fileError: string | null;
};

// Each requirement is a list of columns any one of which will do; the first names it.
const REQUIRED: Record<TimeImportSource, readonly (readonly string[])[]> = {
  toggl: [['Email', 'User'], ['Project'], ['Start date'], ['Start time'], ['End time', 'Duration']],
  clockify: [
    ['Email', 'User'],
    ['Project'],
    ['Start Date'],
    ['Start Time'],
    ['End Time', 'Duration (decimal)', 'Duration (h)'],
  ],
  harvest: [['Date'], ['Project'], ['Hours'], ['First Name'], ['Last Name']],
};
const ALL_COLUMNS = [
  ...new Set(
    Object.values(REQUIRED)
      .flat(2)
      .map((column) => column.toLowerCase()),
  ),
  'end date',
];

/** Which product wrote a header row (lower-cased column names), or null. */
export function detectTimeImportSource(has: (column: string) => boolean): TimeImportSource | null {
  if (has('hours') && has('first name') && has('last name')) return 'harvest';
  if (has('duration (decimal)') || has('duration (h)')) return 'clockify';
  if (has('duration') && has('start date')) return 'toggl';
  return null;
}

type Values = Record<string, string>;
type Problem = { rowNumber: number; message: string };
const text = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * Reads a Toggl Track, Clockify or Harvest time export (`source`, or told by its header) row
 * by row: valid rows come back as entries with wall-clock times, the rest as row errors
 * numbered from 2 like every import.
 */
export function readTimeEntryRows(content: string, source?: TimeImportSource): TimeEntryRows {
  const parsed = parseCsv(content, ALL_COLUMNS);
  const missing = new Set(parsed.missingColumns);
  const has = (column: string) => !missing.has(column.toLowerCase());
  const empty = { rows: [], errors: [], total: parsed.total };
  const detected = detectTimeImportSource(has);
  const chosen = source ?? detected;
  if (!chosen)
    return {
      ...empty,
      source: null,
      fileError: 'This file is not a Toggl Track, Clockify or Harvest time export',
    };
  if (source && detected && detected !== source)
    return {
      ...empty,
      source,
      fileError: `This file is a ${TIME_IMPORT_SOURCE_NAMES[detected]} export, not ${TIME_IMPORT_SOURCE_NAMES[source]}`,
    };
  const absent = REQUIRED[chosen].find((any) => !any.some(has));
  if (absent)
    return { ...empty, source: chosen, fileError: `Missing required column: ${absent[0]}` };

  const dateColumn = chosen === 'harvest' ? 'date' : 'start date';
  const order = dateOrderOf(parsed.records.flatMap(({ values }) => [values[dateColumn] ?? '']));
  const problems: Problem[] = [];
  const rows: TimeEntryRow[] = [];
  for (const { rowNumber, values } of parsed.records) {
    const read =
      chosen === 'harvest'
        ? readHarvestRow(values, order)
        : readTrackedRow(values, order, chosen === 'clockify');
    if (typeof read === 'string') problems.push({ rowNumber, message: read });
    else rows.push({ rowNumber, ...read });
  }
  const errors = [
    ...parsed.errors,
    ...problems.map(({ rowNumber, message }) => ({
      row: rowLabel(rowNumber),
      error: `${rowLabel(rowNumber)}: ${message}`,
    })),
  ].sort((a, b) => Number(a.row.slice(4)) - Number(b.row.slice(4)));
  return {
    source: chosen,
    rows: chosen === 'harvest' ? stackHarvestDays(rows) : rows,
    errors,
    total: parsed.total,
    fileError: null,
  };
}

type Entry = Omit<TimeEntryRow, 'rowNumber'>;

/** The fields every product has; a message when one of them is wrong. */
function readCommon(values: Values, person: Pick<Entry, 'personEmail' | 'personName'>) {
  const project = text(values.project);
  if (!project) return 'Missing required field: Project';
  const notes = text(values.description ?? values.notes);
  if (notes && notes.length > MAX_NOTES) return `Notes must be less than ${MAX_NOTES} characters`;
  return {
    ...person,
    client: text(values.client),
    project,
    projectCode: text(values['project code']),
    task: text(values.task),
    notes,
    billable: readYesNo(values.billable ?? values['billable?']) ?? true,
  };
}

/** A Toggl Track or Clockify row: start and end dates and clock times, or a start and duration. */
function readTrackedRow(values: Values, order: ReturnType<typeof dateOrderOf>, clockify: boolean) {
  const email = text(values.email)?.toLowerCase() ?? null;
  const name = text(values.user);
  if (!email && !name) return 'Missing required field: Email';
  const common = readCommon(values, { personEmail: email, personName: name });
  if (typeof common === 'string') return common;
  const startDay = readDay(values['start date'], 'Start date', order);
  if (startDay.error) return startDay.error;
  const startClock = readClock(values['start time'], 'Start time');
  if (startClock.error) return startClock.error;
  const start = localDateTime(startDay.day, startClock.seconds);
  let end: string;
  if (text(values['end time'])) {
    const endClock = readClock(values['end time'], 'End time');
    if (endClock.error) return endClock.error;
    const endDay = text(values['end date'])
      ? readDay(values['end date'], 'End date', order)
      : { day: startDay.day, error: null };
    if (endDay.error) return endDay.error;
    end = localDateTime(endDay.day, endClock.seconds);
    // Without an end date, an end before the start is past midnight.
    if (!text(values['end date']) && end <= start)
      end = localDateTime(endDay.day, endClock.seconds + 86_400);
  } else {
    const column = clockify
      ? text(values['duration (decimal)'])
        ? 'duration (decimal)'
        : 'duration (h)'
      : 'duration';
    const seconds = readDuration(values[column] ?? '');
    if (seconds === null) return `Invalid duration: ${values[column] ?? ''}`;
    end = localDateTime(startDay.day, startClock.seconds + seconds);
  }
  const length = checkLength(start, end);
  return length ?? { ...common, start, end };
}

/** A Harvest row: a day and decimal hours; its clock times are set by stackHarvestDays. */
function readHarvestRow(values: Values, order: ReturnType<typeof dateOrderOf>) {
  const first = text(values['first name']);
  const last = text(values['last name']);
  if (!first && !last) return 'Missing required field: First Name';
  const common = readCommon(values, {
    personEmail: null,
    personName: [first, last].filter(Boolean).join(' '),
  });
  if (typeof common === 'string') return common;
  const date = readDay(values.date, 'Date', order);
  if (date.error) return date.error;
  const seconds = readDuration(values.hours ?? '');
  if (seconds === null) return `Invalid hours: ${values.hours ?? ''}`;
  const start = localDateTime(date.day, 0);
  const end = localDateTime(date.day, seconds);
  const length = checkLength(start, end);
  return length ?? { ...common, start, end };
}

function readDay(value: string | undefined, field: string, order: ReturnType<typeof dateOrderOf>) {
  if (!text(value)) return { day: '', error: `Missing required field: ${field}` };
  const day = readDate(value!, order);
  return day ? { day, error: null } : { day: '', error: `Invalid date format: ${value}` };
}

function readClock(value: string | undefined, field: string) {
  if (!text(value)) return { seconds: 0, error: `Missing required field: ${field}` };
  const seconds = readClockTime(value!);
  return seconds === null
    ? { seconds: 0, error: `Invalid time format: ${value}` }
    : { seconds, error: null };
}

function checkLength(start: string, end: string): string | null {
  const seconds = secondsBetween(start, end);
  if (seconds <= 0) return 'End time must be after start time';
  if (seconds > MAX_ENTRY_HOURS * 3600)
    return `An entry cannot last more than ${MAX_ENTRY_HOURS} hours`;
  return null;
}

/**
 * Lays each person's Harvest entries of a day end to end from 09:00, in file order; the rows
 * come in with their day at midnight and their length.
 */
function stackHarvestDays(rows: TimeEntryRow[]): TimeEntryRow[] {
  const nextStart = new Map<string, number>();
  return rows.map((row) => {
    const day = row.start.slice(0, 10);
    const key = `${row.personName?.toLowerCase()}|${day}`;
    const from = nextStart.get(key) ?? HARVEST_DAY_START_SECONDS;
    const to = from + secondsBetween(row.start, row.end);
    nextStart.set(key, to);
    return { ...row, start: localDateTime(day, from), end: localDateTime(day, to) };
  });
}

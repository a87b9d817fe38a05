import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTimeEntryRows } from './time-import';
import {
  dateOrderOf,
  readClockTime,
  readDate,
  readDuration,
  readYesNo,
} from './time-import-formats';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('readTimeEntryRows with a Toggl Track detailed report', () => {
  const result = readTimeEntryRows(fixture('toggl-detailed.csv'));

  it('detects Toggl from the header, byte order mark and all', () => {
    expect(result.source).toBe('toggl');
    expect(result.fileError).toBeNull();
    expect(result.total).toBe(6);
  });

  it('reads people, client, project, task, notes, billable and wall-clock times', () => {
    expect(result.rows[0]).toEqual({
      rowNumber: 2,
      personEmail: 'ada@example.com',
      personName: 'Ada Lovelace',
      client: 'Saab AB',
      project: 'Radar Upgrade',
      projectCode: null,
      task: 'Design',
      notes: 'Antenna layout, second pass',
      billable: true,
      start: '2026-03-02T09:00:00',
      end: '2026-03-02T10:30:00',
    });
    expect(result.rows[1]).toMatchObject({ billable: false, task: null, notes: 'Stand-up' });
    // Lower-cased email; an entry across midnight keeps its end date.
    expect(result.rows.map((r) => [r.rowNumber, r.personEmail, r.start, r.end])).toEqual([
      [2, 'ada@example.com', '2026-03-02T09:00:00', '2026-03-02T10:30:00'],
      [3, 'ada@example.com', '2026-03-02T10:30:00', '2026-03-02T10:45:00'],
      [4, 'ada@example.com', '2026-03-02T23:30:00', '2026-03-03T00:30:00'],
      [5, 'grace@example.com', '2026-03-03T13:00:00', '2026-03-03T14:00:00'],
    ]);
  });

  it('numbers the rows it cannot read from 2', () => {
    expect(result.errors.map((e) => e.error)).toEqual([
      'Row 6: Missing required field: Project',
      'Row 7: Invalid date format: 03/33/2026',
    ]);
  });
});

describe('readTimeEntryRows with a Clockify detailed report', () => {
  const result = readTimeEntryRows(fixture('clockify-detailed.csv'), 'clockify');

  it('reads US dates and 12-hour clock times', () => {
    expect(result.source).toBe('clockify');
    expect(result.rows.map((r) => [r.rowNumber, r.start, r.end, r.billable])).toEqual([
      [2, '2026-03-02T09:00:00', '2026-03-02T10:30:00', true],
      [3, '2026-03-02T12:15:00', '2026-03-02T13:00:00', false],
      [4, '2026-03-13T16:00:00', '2026-03-13T17:30:00', false],
    ]);
    expect(result.rows[2]).toMatchObject({
      personEmail: 'grace@example.com',
      personName: 'Grace Hopper',
      client: null,
      project: 'Internal',
      notes: 'Planning, week 10',
    });
  });

  it('refuses an end before the start and an impossible clock time', () => {
    expect(result.errors.map((e) => e.error)).toEqual([
      'Row 5: End time must be after start time',
      'Row 6: Invalid time format: 25:00:00',
    ]);
  });

  it('reads day-first dates when a day past 12 tells the order', () => {
    const csv = [
      'Project,Client,Description,Task,User,Group,Email,Tags,Billable,Start Date,Start Time,End Date,End Time,Duration (h),Duration (decimal)',
      'Radar Upgrade,Saab AB,A,,Ada,,ada@example.com,,Yes,02/03/2026,13:00,02/03/2026,14:15,01:15:00,1.25',
      'Radar Upgrade,Saab AB,B,,Ada,,ada@example.com,,Yes,25/03/2026,08:00,25/03/2026,09:00,01:00:00,1.00',
    ].join('\n');
    expect(readTimeEntryRows(csv).rows.map((r) => [r.start, r.end])).toEqual([
      ['2026-03-02T13:00:00', '2026-03-02T14:15:00'],
      ['2026-03-25T08:00:00', '2026-03-25T09:00:00'],
    ]);
  });

  it('takes the duration when the end columns are absent', () => {
    const csv = [
      'Project,Client,Description,Task,Email,Tags,Billable,Start Date,Start Time,Duration (h)',
      'PTO,Sol-Tech,Time off,Vacation,james@example.com,,No,08/31/2019,9:00 AM,8:00',
    ].join('\n');
    const { rows, errors } = readTimeEntryRows(csv, 'clockify');
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.start, r.end, r.task])).toEqual([
      ['2019-08-31T09:00:00', '2019-08-31T17:00:00', 'Vacation'],
    ]);
  });
});

describe('readTimeEntryRows with a Harvest detailed time report', () => {
  const result = readTimeEntryRows(fixture('harvest-detailed.csv'));

  it('lays each person’s day end to end from 09:00 in file order', () => {
    expect(result.source).toBe('harvest');
    expect(
      result.rows.map((r) => [r.rowNumber, r.personName, r.projectCode, r.start, r.end]),
    ).toEqual([
      [2, 'Ada Lovelace', 'RAD-1', '2026-03-02T09:00:00', '2026-03-02T10:30:00'],
      [3, 'Ada Lovelace', 'RAD-1', '2026-03-02T10:30:00', '2026-03-02T12:30:00'],
      [4, 'Grace Hopper', null, '2026-03-02T09:00:00', '2026-03-02T09:15:00'],
      // 0.33 h is 19 minutes 48 seconds: Hours, not Hours Rounded.
      [5, 'Ada Lovelace', 'RAD-1', '2026-03-03T09:00:00', '2026-03-03T09:19:48'],
    ]);
    expect(result.rows[1]).toMatchObject({
      personEmail: null,
      task: 'Meetings',
      notes: 'Kick-off, with the customer',
      billable: false,
    });
  });

  it('refuses no hours and unreadable hours', () => {
    expect(result.errors.map((e) => e.error)).toEqual([
      'Row 6: End time must be after start time',
      'Row 7: Invalid hours: abc',
    ]);
  });

  it('reads a semicolon file with decimal commas', () => {
    const csv = [
      'Date;Client;Project;Project Code;Task;Notes;Hours;Hours Rounded;Billable?;Invoiced?;First Name;Last Name;Roles;Employee?',
      "2026-09-10;Mairie;Signalétique;;Réunions;Point d'étape;1,5;1,5;Yes;No;Hugo;Bernard;;Yes",
    ].join('\n');
    expect(readTimeEntryRows(csv).rows.map((r) => [r.project, r.start, r.end])).toEqual([
      ['Signalétique', '2026-09-10T09:00:00', '2026-09-10T10:30:00'],
    ]);
  });
});

describe('readTimeEntryRows file checks', () => {
  it('refuses a file that is none of the three', () => {
    expect(readTimeEntryRows('name,customer_type\nAcme,SMB\n').fileError).toBe(
      'This file is not a Toggl Track, Clockify or Harvest time export',
    );
  });

  it('says which product a file is when another was chosen', () => {
    expect(readTimeEntryRows(fixture('harvest-detailed.csv'), 'toggl').fileError).toBe(
      'This file is a Harvest export, not Toggl Track',
    );
  });

  it('names the first missing required column of the chosen product', () => {
    expect(
      readTimeEntryRows('Email,Project,Start date\na@b.c,X,2026-01-01\n', 'toggl'),
    ).toMatchObject({ fileError: 'Missing required column: Start time', rows: [] });
  });

  it('refuses an entry longer than a day and notes past the limit', () => {
    const header =
      'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags';
    const csv = [
      header,
      'Ada,ada@example.com,,Internal,,Long,No,2026-03-02,09:00:00,2026-03-03,09:00:01,24:00:01,',
      `Ada,ada@example.com,,Internal,,${'x'.repeat(2001)},No,2026-03-02,09:00:00,2026-03-02,10:00:00,01:00:00,`,
      ',,,Internal,,Nobody,No,2026-03-02,09:00:00,2026-03-02,10:00:00,01:00:00,',
    ].join('\n');
    expect(readTimeEntryRows(csv).errors.map((e) => e.error)).toEqual([
      'Row 2: An entry cannot last more than 24 hours',
      'Row 3: Notes must be less than 2000 characters',
      'Row 4: Missing required field: Email',
    ]);
  });
});

describe('the format readers', () => {
  it('reads dates in every order the products write', () => {
    expect(readDate('2026-03-02', 'month-first')).toBe('2026-03-02');
    expect(readDate('3/2/2026', 'month-first')).toBe('2026-03-02');
    expect(readDate('02/03/2026', 'day-first')).toBe('2026-03-02');
    expect(readDate('02-03-2026', 'day-first')).toBe('2026-03-02');
    expect(readDate('02.03.2026', 'month-first')).toBe('2026-03-02');
    expect(readDate('2026-02-30', 'month-first')).toBeNull();
    expect(readDate('yesterday', 'month-first')).toBeNull();
  });

  it('tells the date order from a day past 12, month first when nothing tells', () => {
    expect(dateOrderOf(['03/04/2026', '13/04/2026'])).toBe('day-first');
    expect(dateOrderOf(['03/04/2026', '04/13/2026'])).toBe('month-first');
    expect(dateOrderOf(['03/04/2026'])).toBe('month-first');
  });

  it('reads 24-hour and 12-hour clock times', () => {
    expect(readClockTime('13:05')).toBe(13 * 3600 + 5 * 60);
    expect(readClockTime('01:05:09 PM')).toBe(13 * 3600 + 5 * 60 + 9);
    expect(readClockTime('12:00 AM')).toBe(0);
    expect(readClockTime('12:30 pm')).toBe(12 * 3600 + 30 * 60);
    expect(readClockTime('13:00 PM')).toBeNull();
    expect(readClockTime('9')).toBeNull();
  });

  it('reads durations as clock lengths or decimal hours', () => {
    expect(readDuration('01:30:00')).toBe(5400);
    expect(readDuration('8:00')).toBe(28_800);
    expect(readDuration('1.25')).toBe(4500);
    expect(readDuration('1,5')).toBe(5400);
    expect(readDuration('-1.00')).toBeNull();
    expect(readDuration('1:75')).toBeNull();
  });

  it('reads yes and no, and nothing as unknown', () => {
    expect(readYesNo('Yes')).toBe(true);
    expect(readYesNo('no')).toBe(false);
    expect(readYesNo('')).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatLongDay,
  formatMonthDay,
  formatTime,
  formatTimeRange,
  formatWeekday,
} from './format-date';

const newYork = { locale: 'en-US', timeZone: 'America/New_York' };
const stockholm = { locale: 'sv-SE', timeZone: 'Europe/Stockholm' };

// 23:30 UTC on Sunday 1 March 2026: 18:30 that Sunday in New York, 00:30 on Monday in Stockholm.
const lateSunday = '2026-03-01T23:30:00Z';

describe('formatting dates and times', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows an instant in the person’s time zone and locale', () => {
    expect(formatTime(lateSunday, newYork)).toBe('6:30 PM');
    expect(formatDate(lateSunday, newYork)).toBe('Mar 1, 2026');
    expect(formatDateTime(lateSunday, newYork)).toBe('Mar 1, 2026, 6:30 PM');

    expect(formatTime(lateSunday, stockholm)).toBe('00:30');
    expect(formatDate(lateSunday, stockholm)).toBe('2 mars 2026');
    expect(formatDateTime(lateSunday, stockholm)).toBe('2 mars 2026 00:30');
  });

  it('makes the same 12- or 24-hour choice in a clock time and a date with time', () => {
    for (const locale of ['en-US', 'en-GB', 'sv-SE', 'de-DE', 'ja-JP']) {
      const settings = { locale, timeZone: 'UTC' };
      for (const instant of ['2026-03-01T08:05:00Z', '2026-03-01T20:53:00Z', lateSunday]) {
        expect(formatDateTime(instant, settings)).toContain(formatTime(instant, settings));
      }
    }
  });

  it('writes a session from start to end, or to now while it runs', () => {
    const start = '2026-03-01T20:53:00Z';
    const end = '2026-03-01T21:10:00Z';
    const utc = (locale: string) => ({ locale, timeZone: 'UTC' });
    expect(formatTimeRange(start, end, utc('en-US'))).toBe('8:53 PM – 9:10 PM');
    expect(formatTimeRange(start, end, utc('sv-SE'))).toBe('20:53 – 21:10');
    expect(formatTimeRange(start, null, utc('en-US'), new Date(end))).toBe('8:53 PM – now');
    expect(formatTimeRange(start, null, utc('sv-SE'), new Date(end))).toBe('20:53 – now');
  });

  it('dates both ends of a session that crosses midnight in the person’s time zone', () => {
    // 22:30-23:30 UTC: 23:30-00:30 in Stockholm (over midnight), 17:30-18:30 in New York.
    const start = '2026-03-01T22:30:00Z';
    expect(formatTimeRange(start, lateSunday, stockholm)).toBe(
      '1 mars 2026 23:30 – 2 mars 2026 00:30',
    );
    expect(formatTimeRange(start, lateSunday, newYork)).toBe('5:30 PM – 6:30 PM');
    // Still running after midnight: the start carries its day.
    expect(formatTimeRange(start, null, stockholm, new Date(lateSunday))).toBe(
      '1 mars 2026 23:30 – now',
    );
    expect(formatTimeRange(start, null, newYork, new Date(lateSunday))).toBe('5:30 PM – now');
  });

  it('shows a calendar day as the same day in every time zone', () => {
    const farEast = { locale: 'en-US', timeZone: 'Pacific/Kiritimati' };
    const farWest = { locale: 'en-US', timeZone: 'Pacific/Pago_Pago' };
    expect(formatDay('2026-03-01', farEast)).toBe('Mar 1, 2026');
    expect(formatDay('2026-03-01', farWest)).toBe('Mar 1, 2026');
    expect(formatDay('2026-03-01', stockholm)).toBe('1 mars 2026');
    expect(formatLongDay('2026-03-01', farEast)).toBe('Sunday, March 1, 2026');
    expect(formatLongDay('2026-03-01', stockholm)).toBe('söndag 1 mars 2026');
    expect(formatMonthDay('2026-03-01', farWest)).toBe('Mar 1');
    expect(formatWeekday('2026-03-01', 'short', farWest)).toBe('Sun');
    expect(formatWeekday('2026-03-01', 'long', stockholm)).toBe('söndag');
  });

  it('uses the browser’s language when no locale is given', () => {
    vi.stubGlobal('navigator', { language: 'sv-SE' });
    expect(formatTime(lateSunday, { timeZone: 'UTC' })).toBe('23:30');
    vi.stubGlobal('navigator', { language: 'en-US' });
    expect(formatTime(lateSunday, { timeZone: 'UTC' })).toBe('11:30 PM');
  });

  it('falls back to the browser’s zone for a time zone it does not know', () => {
    const unknown = { locale: 'en-US', timeZone: 'Mars/Olympus_Mons' };
    expect(formatTime(lateSunday, unknown)).toBe(
      new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(new Date(lateSunday)),
    );
  });

  it('shows nothing for an instant it cannot read, and an unreadable day as it came', () => {
    expect(formatDateTime('not a time', newYork)).toBe('');
    expect(formatTimeRange('not a time', null, newYork)).toBe('');
    expect(formatDay('someday', newYork)).toBe('someday');
  });
});

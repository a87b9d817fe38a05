import { describe, expect, it } from 'vitest';
import { clockTimeIn, dayIn } from './zoned-time';

describe('zoned time', () => {
  // 23:30 UTC on Sunday 1 March 2026 is already Monday 2 March in Stockholm (UTC+1).
  const lateSunday = '2026-03-01T23:30:00Z';

  it('reads the day and clock time of an instant in the person’s time zone', () => {
    expect(dayIn(lateSunday, 'UTC')).toBe('2026-03-01');
    expect(clockTimeIn(lateSunday, 'UTC')).toBe('23:30');
    expect(dayIn(lateSunday, 'Europe/Stockholm')).toBe('2026-03-02');
    expect(clockTimeIn(lateSunday, 'Europe/Stockholm')).toBe('00:30');
    expect(dayIn(lateSunday, 'America/New_York')).toBe('2026-03-01');
    expect(clockTimeIn(lateSunday, 'America/New_York')).toBe('18:30');
  });
});

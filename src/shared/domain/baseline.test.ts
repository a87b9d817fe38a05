import { describe, expect, it } from 'vitest';
import { compareWithBaseline } from './baseline';
import { workingCalendar } from './working-calendar';

const calendar = workingCalendar([1, 2, 3, 4, 5], ['2026-11-13']);

describe('compareWithBaseline', () => {
  it('counts start and finish variance in working days, holidays left out', () => {
    const rows = compareWithBaseline(
      calendar,
      [
        { activityId: 'a', name: 'Design', startDate: '2026-11-02', endDate: '2026-11-06' },
        { activityId: 'b', name: 'Build', startDate: '2026-11-09', endDate: '2026-11-20' },
        { activityId: null, name: 'Gone before', startDate: '2026-11-02', endDate: '2026-11-02' },
        { activityId: 'c', name: 'Test', startDate: '2026-11-23', endDate: '2026-11-27' },
      ],
      [
        { activityId: 'a', name: 'Design', startDate: '2026-11-02', endDate: '2026-11-06' },
        // Starts Thursday instead of Monday (3 days), ends Tuesday after a Friday holiday
        // instead of Friday the 20th (2 days later).
        { activityId: 'b', name: 'Build', startDate: '2026-11-12', endDate: '2026-11-24' },
        { activityId: 'd', name: 'New work', startDate: '2026-11-30', endDate: '2026-12-04' },
      ],
    );
    expect(rows.map((r) => [r.name, r.status, r.startVariance, r.finishVariance])).toEqual([
      ['Design', 'unchanged', 0, 0],
      ['Build', 'moved', 3, 2],
      ['New work', 'added', null, null],
      ['Gone before', 'removed', null, null],
      ['Test', 'removed', null, null],
    ]);
  });

  it('counts an earlier start as negative', () => {
    const [row] = compareWithBaseline(
      calendar,
      [{ activityId: 'a', name: 'A', startDate: '2026-11-16', endDate: '2026-11-16' }],
      [{ activityId: 'a', name: 'A', startDate: '2026-11-12', endDate: '2026-11-12' }],
    );
    // Thursday 12th to Monday 16th over the Friday holiday: one working day.
    expect(row).toMatchObject({ startVariance: -1, finishVariance: -1 });
  });
});

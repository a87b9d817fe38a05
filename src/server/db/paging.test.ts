import { describe, expect, it } from 'vitest';
import { pageRows } from './paging';

const rows = [
  { id: 'a', name: 'Örjan', hours: 5 },
  { id: 'b', name: 'anna', hours: null },
  { id: 'c', name: 'Bo', hours: 12 },
  { id: 'd', name: 'Carl', hours: 5 },
  { id: 'e', name: 'Anna', hours: 2 },
];
const sorts = {
  name: (r: (typeof rows)[number]) => r.name,
  hours: (r: (typeof rows)[number]) => r.hours,
};
const idOf = (row: { id: string }) => row.id;
const ids = (page: { rows: { id: string }[] }) => page.rows.map((r) => r.id);
const query = { page: 1, pageSize: 10, direction: 'asc' as const, sort: 'hours' as const };

describe('pageRows', () => {
  it('sorts by a figure either way, ties by id, empty values last both ways', () => {
    expect(ids(pageRows(rows, query, sorts, (r) => [r.name], idOf))).toEqual([
      'e',
      'a',
      'd',
      'c',
      'b',
    ]);
    expect(
      ids(pageRows(rows, { ...query, direction: 'desc' }, sorts, (r) => [r.name], idOf)),
    ).toEqual(['c', 'd', 'a', 'e', 'b']);
  });

  it('sorts text without regard to case, numbers in it by value', () => {
    const page = pageRows(rows, { ...query, sort: 'name' }, sorts, (r) => [r.name], idOf);
    expect(page.rows.map((r) => r.name)).toEqual(['anna', 'Anna', 'Bo', 'Carl', 'Örjan']);
  });

  it('searches without regard to case and pages what it found, with its number', () => {
    const found = { ...query, sort: 'name' as const, search: 'ANN', pageSize: 1, page: 2 };
    expect(pageRows(rows, found, sorts, (r) => [r.name], idOf)).toEqual({
      rows: [rows[4]],
      total: 2,
      page: 2,
      pageSize: 1,
    });
  });
});

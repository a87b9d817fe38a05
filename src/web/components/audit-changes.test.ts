import { describe, expect, it } from 'vitest';
import { changeRows } from './audit-changes';

describe('changeRows', () => {
  it('marks the keys an update changed', () => {
    expect(changeRows({ name: 'A', city: 'Oslo' }, { name: 'B', city: 'Oslo', size: 3 })).toEqual([
      { key: 'name', previous: 'A', next: 'B', changed: true },
      { key: 'city', previous: 'Oslo', next: 'Oslo', changed: false },
      { key: 'size', previous: '—', next: '3', changed: true },
    ]);
  });

  it('shows only new values for a create and only previous ones for a delete', () => {
    expect(changeRows(null, { name: 'A', tags: ['x'] })).toEqual([
      { key: 'name', previous: null, next: 'A', changed: false },
      { key: 'tags', previous: null, next: '["x"]', changed: false },
    ]);
    expect(changeRows({ name: 'A' }, null)).toEqual([
      { key: 'name', previous: 'A', next: null, changed: false },
    ]);
  });

  it('reads a value that is not an object as one row', () => {
    expect(changeRows(null, 'plain')).toEqual([
      { key: 'value', previous: null, next: 'plain', changed: false },
    ]);
  });
});

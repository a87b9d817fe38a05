import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by';

describe('groupBy', () => {
  it('keeps each group in the order given, and leaves out keys with no item', () => {
    const groups = groupBy(
      [
        { projectId: 'a', n: 1 },
        { projectId: 'b', n: 2 },
        { projectId: 'a', n: 3 },
      ],
      (x) => x.projectId,
    );
    expect([...groups.keys()]).toEqual(['a', 'b']);
    expect(groups.get('a')!.map((x) => x.n)).toEqual([1, 3]);
    expect(groups.get('c')).toBeUndefined();
  });
});

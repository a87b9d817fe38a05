/**
 * Items by key, in their order: for joining a parent list to its children in one pass instead
 * of filtering all the children once per parent (2,000 projects × 40,000 activities was 80
 * million comparisons). Map.groupBy does this from Node 21; we run on 20.
 */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

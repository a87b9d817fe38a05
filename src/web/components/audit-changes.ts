/** One line of the 'View Changes' table: a key with its previous and new value as text. */
export interface ChangeRow {
  key: string;
  previous: string | null;
  next: string | null;
  changed: boolean;
}

function asRecord(values: unknown): Record<string, unknown> | null {
  if (values === null || values === undefined) return null;
  if (typeof values === 'object' && !Array.isArray(values))
    return values as Record<string, unknown>;
  return { value: values };
}

/** A stored value as people read it: text as it is, anything else as JSON. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The keys of an entry's previous and new values, side by side. A create has only new values
 * and a delete only previous ones; for an update, `changed` marks the keys whose value differs.
 */
export function changeRows(oldValues: unknown, newValues: unknown): ChangeRow[] {
  const previous = asRecord(oldValues);
  const next = asRecord(newValues);
  const keys = [...new Set([...Object.keys(previous ?? {}), ...Object.keys(next ?? {})])];
  return keys.map((key) => {
    const before = previous ? displayValue(previous[key]) : null;
    const after = next ? displayValue(next[key]) : null;
    return {
      key,
      previous: before,
      next: after,
      changed: previous !== null && next !== null && before !== after,
    };
  });
}

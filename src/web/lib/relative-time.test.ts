import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2025-06-10T12:00:00Z');

describe('formatRelativeTime', () => {
  it('names recent instants in plain words', () => {
    expect(formatRelativeTime('2025-06-10T11:59:40Z', now, 'en')).toBe('now');
    expect(formatRelativeTime('2025-06-10T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime('2025-06-10T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime('2025-06-09T12:00:00Z', now, 'en')).toBe('yesterday');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatRelativeTime('not a date', now, 'en')).toBe('');
  });
});

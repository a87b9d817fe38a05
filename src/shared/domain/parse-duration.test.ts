import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './parse-duration';

describe('parseDuration', () => {
  it.each([
    ['1:30', 90],
    ['0:05', 5],
    ['90m', 90],
    ['90 min', 90],
    ['1.5h', 90],
    ['1,5h', 90],
    ['1h 30m', 90],
    ['1h30', 90],
    ['2', 120],
    ['0.25', 15],
    ['1,75', 105],
    [' 8 hours ', 480],
    ['', 0],
    ['0', 0],
    ['24', 1440],
  ])('reads %j as %i minutes', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it.each(['abc', '1:75', '-1', '1.5.2', '25h', '1441m', 'h', '1:3', '2 days'])(
    'refuses %j',
    (text) => {
      expect(parseDuration(text)).toBeNull();
    },
  );

  it('rounds to the whole minute', () => {
    expect(parseDuration('0.01h')).toBe(1);
    expect(parseDuration('1.333h')).toBe(80);
  });
});

describe('formatDuration', () => {
  it('shows hours and two-digit minutes', () => {
    expect(formatDuration(90)).toBe('1:30');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(600)).toBe('10:00');
  });
});

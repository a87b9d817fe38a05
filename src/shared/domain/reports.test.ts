import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  defaultReportFields,
  formatReportCell,
  REPORT_FIELDS,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  resolveReportRange,
} from './reports';

describe('resolveReportRange', () => {
  it('ends the last 7 and 30 days today, both ends counted', () => {
    expect(resolveReportRange('last_7_days', '2026-11-25')).toEqual({
      from: '2026-11-19',
      to: '2026-11-25',
    });
    expect(resolveReportRange('last_30_days', '2026-03-01')).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
  });

  it('takes the calendar quarter and year before today', () => {
    expect(resolveReportRange('last_quarter', '2026-11-25')).toEqual({
      from: '2026-07-01',
      to: '2026-09-30',
    });
    expect(resolveReportRange('last_quarter', '2026-04-01')).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    // In the first quarter, the last one was the year before's fourth.
    expect(resolveReportRange('last_quarter', '2026-02-14')).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
    expect(resolveReportRange('last_year', '2026-01-01')).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
  });
});

describe('formatReportCell', () => {
  it('writes money and hours with two decimals, percents with a sign, yes and no', () => {
    expect(formatReportCell('money', 1234.5)).toBe('1234.50');
    expect(formatReportCell('hours', 1.5)).toBe('1.50');
    expect(formatReportCell('percent', 75)).toBe('75%');
    expect(formatReportCell('text', true)).toBe('Yes');
    expect(formatReportCell('text', false)).toBe('No');
    expect(formatReportCell('percent', null)).toBe('');
    expect(formatReportCell('date', '2026-03-02')).toBe('2026-03-02');
  });
});

describe('the field lists', () => {
  it('gives every type its own keys, once each, all chosen by default', () => {
    for (const type of REPORT_TYPES) {
      const keys = REPORT_FIELDS[type].map((f) => f.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(defaultReportFields(type)).toEqual(keys);
    }
  });

  it('are the ones docs/reports.md writes down, in the same order', () => {
    const docs = readFileSync(new URL('../../../docs/reports.md', import.meta.url), 'utf8');
    for (const type of REPORT_TYPES) {
      const section = docs.split(`## ${REPORT_TYPE_LABELS[type]} (\`${type}\`)`)[1];
      expect(section, `docs/reports.md has no section for ${type}`).toBeDefined();
      const documented = [
        ...section!.split('\n## ')[0]!.matchAll(/^\| ([^|]+?)\s*\| `(\w+)`\s*\|/gm),
      ].map((m) => [m[1], m[2]]);
      expect(documented).toEqual(REPORT_FIELDS[type].map((f) => [f.label, f.key]));
    }
  });
});

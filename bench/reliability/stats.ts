import { is2xx, type Outcome } from './http';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export type Summary = {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  /** Errors by kind: a status code, or the socket failure. */
  errorKinds: Record<string, number>;
};

export function summarize(outcomes: Outcome[], seconds: number): Summary {
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const errors = outcomes.filter((o) => !is2xx(o));
  const errorKinds: Record<string, number> = {};
  for (const o of errors) {
    const kind = o.failure
      ? `${o.failure}${o.failedAt === 'body' ? ' (body cut)' : ''}`
      : `${o.status}`;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  }
  return {
    requests: outcomes.length,
    perSecond: outcomes.length / seconds,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? 0,
    errors: errors.length,
    errorKinds,
  };
}

export const formatMs = (ms: number) =>
  ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`;

export function formatKinds(kinds: Record<string, number>): string {
  const entries = Object.entries(kinds);
  return entries.length === 0 ? 'none' : entries.map(([k, n]) => `${n} × ${k}`).join(', ');
}

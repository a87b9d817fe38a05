import { describe, expect, it } from 'vitest';
import { utilizationBadge, hoursAgainstTarget, utilizationPercent } from './utilization';

describe('utilizationPercent', () => {
  it('rounds billable over total to a whole percent', () => {
    expect(utilizationPercent(90, 120)).toBe(75);
    expect(utilizationPercent(1, 3)).toBe(33);
    expect(utilizationPercent(2, 3)).toBe(67);
    expect(utilizationPercent(479, 480)).toBe(100);
  });

  it('is 0 when nothing was tracked and never above 100', () => {
    expect(utilizationPercent(0, 0)).toBe(0);
    expect(utilizationPercent(0, 60)).toBe(0);
    expect(utilizationPercent(90, 60)).toBe(100);
  });
});

describe('utilizationBadge', () => {
  it.each([
    [100, 'default'],
    [80, 'default'],
    [79, 'secondary'],
    [60, 'secondary'],
    [59, 'destructive'],
    [0, 'destructive'],
  ] as const)('shows %i%% as %s', (percent, badge) => {
    expect(utilizationBadge(percent)).toBe(badge);
  });
});

describe('hoursAgainstTarget', () => {
  it('compares 30 days of hours with the weekly target times 30/7', () => {
    // 40 h a week is 171.43 h in 30 days; 120 h of it is 70 %.
    expect(hoursAgainstTarget(120 * 60, 40)).toBe(70);
    expect(hoursAgainstTarget(0, 40)).toBe(0);
  });
  it('has no percent when the target is no hours', () => {
    expect(hoursAgainstTarget(600, 0)).toBeNull();
  });
});

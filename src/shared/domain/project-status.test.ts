import { describe, expect, it } from 'vitest';
import { canMoveProject, projectBadge } from './project-status';

describe('projectBadge', () => {
  const today = '2026-11-23';
  it('is Delayed when a non-milestone activity ended before today', () => {
    expect(projectBadge('active', [{ endDate: '2026-11-22', isMilestone: false }], today)).toBe(
      'Delayed',
    );
    expect(projectBadge('draft', [{ endDate: '2026-11-01', isMilestone: false }], today)).toBe(
      'Delayed',
    );
  });
  it('ignores milestones and activities ending today', () => {
    expect(
      projectBadge(
        'active',
        [
          { endDate: '2026-11-01', isMilestone: true },
          { endDate: today, isMilestone: false },
        ],
        today,
      ),
    ).toBe('On Track');
  });
  it('shows the status text otherwise', () => {
    expect(projectBadge('on_hold', [], today)).toBe('on_hold');
  });
});

describe('canMoveProject', () => {
  it('follows the lifecycle', () => {
    expect(canMoveProject('draft', 'active')).toBe(true);
    expect(canMoveProject('active', 'completed')).toBe(true);
    expect(canMoveProject('completed', 'active')).toBe(true);
    expect(canMoveProject('draft', 'completed')).toBe(false);
    expect(canMoveProject('cancelled', 'active')).toBe(false);
    expect(canMoveProject('on_hold', 'on_hold')).toBe(true);
  });
});

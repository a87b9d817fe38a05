import { describe, expect, it } from 'vitest';
import { workedMinutes } from './duration';

const at = (time: string) => new Date(`2026-03-02T${time}Z`);

describe('workedMinutes', () => {
  it('counts whole minutes, rounded down', () => {
    expect(workedMinutes(at('09:00:00'), at('10:35:59'))).toBe(95);
    expect(workedMinutes(at('09:00:00'), at('09:00:59'))).toBe(0);
  });

  it('takes unpaid breaks off and keeps paid ones', () => {
    const breaks = [
      { startTime: at('10:00:00'), endTime: at('10:30:00'), breakType: 'unpaid' as const },
      { startTime: at('11:00:00'), endTime: at('11:15:00'), breakType: 'paid' as const },
    ];
    expect(workedMinutes(at('09:00:00'), at('12:00:00'), breaks)).toBe(150);
  });

  it('runs an open break to the end and clips breaks to the session', () => {
    const breaks = [
      { startTime: at('08:00:00'), endTime: at('09:10:00'), breakType: 'unpaid' as const },
      { startTime: at('11:40:30'), endTime: null, breakType: 'unpaid' as const },
    ];
    // 09:10 to 11:40:30 is 150.5 minutes of work.
    expect(workedMinutes(at('09:00:00'), at('12:00:00'), breaks)).toBe(150);
  });

  it('takes overlapping breaks off once and never goes below zero', () => {
    const breaks = [
      { startTime: at('09:00:00'), endTime: at('09:40:00'), breakType: 'unpaid' as const },
      { startTime: at('09:20:00'), endTime: at('10:00:00'), breakType: 'unpaid' as const },
    ];
    expect(workedMinutes(at('09:00:00'), at('10:30:00'), breaks)).toBe(30);
    expect(workedMinutes(at('09:00:00'), at('09:30:00'), breaks)).toBe(0);
    expect(workedMinutes(at('10:00:00'), at('09:00:00'))).toBe(0);
  });
});

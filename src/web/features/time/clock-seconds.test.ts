import { describe, expect, it } from 'vitest';
import { formatClock, workedSeconds } from './clock-seconds';

const at = (time: string) => `2030-01-07T${time}Z`;

describe('workedSeconds', () => {
  it('counts whole seconds from the start', () => {
    expect(
      workedSeconds({ startTime: at('09:00:00'), breaks: [] }, new Date(at('09:01:05.900'))),
    ).toBe(65);
  });

  it('stops counting during an open unpaid break and leaves out an ended one', () => {
    const breaks = [
      { id: 'a', breakType: 'unpaid' as const, startTime: at('09:00:10'), endTime: at('09:00:40') },
      { id: 'b', breakType: 'unpaid' as const, startTime: at('09:01:00'), endTime: null },
    ];
    expect(workedSeconds({ startTime: at('09:00:00'), breaks }, new Date(at('09:05:00')))).toBe(30);
  });

  it('keeps counting through a paid break', () => {
    const breaks = [
      { id: 'a', breakType: 'paid' as const, startTime: at('09:00:10'), endTime: null },
    ];
    expect(workedSeconds({ startTime: at('09:00:00'), breaks }, new Date(at('09:00:50')))).toBe(50);
  });
});

describe('formatClock', () => {
  it('pads hours, minutes and seconds', () => {
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(3 * 3600 + 7 * 60 + 9)).toBe('03:07:09');
    expect(formatClock(100 * 3600)).toBe('100:00:00');
  });
});

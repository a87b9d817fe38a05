import { Coffee } from 'lucide-react';
import type { Session } from '@/shared/schemas/time';
import { Badge } from '@/web/components/ui/badge';
import { formatClock, workedSeconds } from './clock-seconds';
import { useNow } from './use-now';

/**
 * The large HH:MM:SS clock of the running session, from the server's start time: it resumes
 * after a reload and agrees across tabs. Unpaid breaks pause it, as they pause the server's count.
 */
export function TimerClock({
  session,
  size = 'large',
}: {
  session: Session | null | undefined;
  size?: 'large' | 'small';
}) {
  const now = useNow(Boolean(session));
  const seconds = session ? workedSeconds(session, now) : 0;
  const openBreak = session?.breaks.find((b) => b.endTime === null);
  return (
    <div className="flex flex-col items-center gap-2">
      <p
        role="timer"
        aria-label="Elapsed time"
        className={
          size === 'large'
            ? 'font-mono font-semibold text-5xl tabular-nums tracking-tight sm:text-6xl'
            : 'font-mono font-semibold text-3xl tabular-nums'
        }
      >
        {formatClock(seconds)}
      </p>
      {openBreak ? (
        <Badge variant="secondary" className="gap-1">
          <Coffee aria-hidden="true" /> On Break ({openBreak.breakType})
        </Badge>
      ) : null}
    </div>
  );
}

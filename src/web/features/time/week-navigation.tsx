import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays } from '@/shared/domain/week';
import { Button } from '@/web/components/ui/button';
import { formatDay } from '@/web/lib/format-date';

interface WeekNavigationProps {
  weekStart: string;
  /** The Monday of the current week. */
  thisWeek: string;
  onChange: (weekStart: string) => void;
}

/** Previous week, the week shown (Monday to Sunday), next week, and back to this week. */
export function WeekNavigation({ weekStart, thisWeek, onChange }: WeekNavigationProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label="Previous week"
        onClick={() => onChange(addDays(weekStart, -7))}
      >
        <ChevronLeft />
      </Button>
      <p className="min-w-56 text-center font-medium text-sm" aria-live="polite">
        {formatDay(weekStart)} – {formatDay(addDays(weekStart, 6))}
      </p>
      <Button
        variant="outline"
        size="icon"
        aria-label="Next week"
        onClick={() => onChange(addDays(weekStart, 7))}
      >
        <ChevronRight />
      </Button>
      {weekStart !== thisWeek ? (
        <Button variant="ghost" size="sm" onClick={() => onChange(thisWeek)}>
          This week
        </Button>
      ) : null}
    </div>
  );
}

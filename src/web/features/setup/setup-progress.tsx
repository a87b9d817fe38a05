import { Check } from 'lucide-react';
import { Progress } from '@/web/components/ui/progress';
import { cn } from '@/web/lib/cn';
import { SETUP_STEPS } from './setup-steps';

/** The progress indicator: a bar and the three named steps, the current one marked. */
export function SetupProgress({ current }: { current: number }) {
  return (
    <nav aria-label="Setup progress" className="space-y-3">
      <div className="flex items-center justify-between text-muted-foreground text-xs">
        <span>
          Step {current + 1} of {SETUP_STEPS.length}
        </span>
        <span>{Math.round(((current + 1) / SETUP_STEPS.length) * 100)}%</span>
      </div>
      <Progress
        value={((current + 1) / SETUP_STEPS.length) * 100}
        aria-label={`Setup progress: step ${current + 1} of ${SETUP_STEPS.length}`}
      />
      <ol className="grid grid-cols-3 gap-2 text-xs sm:text-sm">
        {SETUP_STEPS.map((step, index) => (
          <li
            key={step.key}
            aria-current={index === current ? 'step' : undefined}
            className={cn(
              'flex min-w-0 items-center gap-2',
              index <= current ? 'font-medium text-foreground' : 'text-muted-foreground',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
                index < current && 'border-primary bg-primary text-primary-foreground',
                index === current && 'border-primary text-primary',
              )}
            >
              {index < current ? <Check className="size-3" /> : index + 1}
            </span>
            <span className="truncate">{step.label}</span>
            {index < current ? <span className="sr-only">(done)</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

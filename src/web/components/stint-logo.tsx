import { cn } from '@/web/lib/cn';

/** The Stint mark (three schedule bars) with the word mark beside it. */
export function StintLogo({
  className,
  showName = true,
}: {
  className?: string;
  showName?: boolean;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-semibold text-lg tracking-tight',
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M9 11h14M9 16h9M9 21h11"
          className="stroke-primary-foreground"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {showName ? <span>Stint</span> : <span className="sr-only">Stint</span>}
    </span>
  );
}

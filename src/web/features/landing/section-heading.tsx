import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

interface SectionHeadingProps {
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'left';
  /** For light text on a dark band. */
  inverted?: boolean;
}

export function SectionHeading({
  eyebrow,
  title,
  description,
  align = 'center',
  inverted = false,
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl space-y-4', align === 'center' && 'mx-auto text-center')}>
      <p
        className={cn(
          'font-semibold text-sm uppercase tracking-wider',
          inverted ? 'text-indigo-200' : 'text-primary',
        )}
      >
        {eyebrow}
      </p>
      <h2 className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">{title}</h2>
      {description ? (
        <p
          className={cn(
            'text-pretty text-lg',
            inverted ? 'text-indigo-100/80' : 'text-muted-foreground',
          )}
        >
          {description}
        </p>
      ) : null}
    </div>
  );
}

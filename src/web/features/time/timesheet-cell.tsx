import { useState } from 'react';
import { formatDuration, parseDuration } from '@/shared/domain/parse-duration';
import { DURATION_HINT } from '@/shared/screen-messages';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/cn';

interface TimesheetCellProps {
  id: string;
  /** 'Portal Rebuild, Monday' for screen readers. */
  label: string;
  minutes: number;
  readOnly: boolean;
  /** Saves the typed duration; rejects with the server's message. */
  onSave: (duration: string) => Promise<void>;
}

/** One day of one row: type 1:30, 90m or 1.5h, saved on blur or Enter. */
export function TimesheetCell({ id, label, minutes, readOnly, onSave }: TimesheetCellProps) {
  const shown = minutes ? formatDuration(minutes) : '';
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const commit = async () => {
    if (draft === null) return;
    const parsed = parseDuration(draft);
    if (parsed === null) {
      setError(DURATION_HINT);
      return;
    }
    if (parsed === minutes) {
      setDraft(null);
      setError(null);
      return;
    }
    setSaving(true);
    try {
      await onSave(draft);
      setDraft(null);
      setError(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Failed to save');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="space-y-1">
      <Input
        id={id}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        inputMode="decimal"
        placeholder="0:00"
        readOnly={readOnly}
        disabled={saving}
        className={cn(
          'h-8 w-16 px-2 text-right tabular-nums',
          readOnly && 'border-transparent shadow-none',
        )}
        value={draft ?? shown}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void commit();
          if (event.key === 'Escape') {
            setDraft(null);
            setError(null);
          }
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="max-w-32 text-destructive text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/web/components/ui/select';

interface StatusSelectProps<T extends string> {
  /** The accessible name ('Status of Vendor delay'). */
  label: string;
  value: T;
  labels: Record<T, string>;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** Moves an entry along its lifecycle right in the list. */
export function StatusSelect<T extends string>({
  label,
  value,
  labels,
  onChange,
  disabled,
}: StatusSelectProps<T>) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
      <SelectTrigger aria-label={label} className="h-8 w-36">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {(Object.keys(labels) as T[]).map((status) => (
          <SelectItem key={status} value={status}>
            {labels[status]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

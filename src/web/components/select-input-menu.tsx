import { cn } from '@/web/lib/cn';
import type { SelectInputProps } from './select-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

// Radix Select keeps '' for "nothing chosen"; an item needs a value of its own.
const NONE = '__none__';

/** SelectInput's Radix select, loaded when the select is first used; it mounts open. */
export function SelectInputMenu({
  options,
  value,
  onChange,
  placeholder,
  noneLabel,
  disabled,
  triggerProps,
  className,
}: SelectInputProps) {
  const current = value ? value : noneLabel && value === null ? NONE : '';
  return (
    <Select
      defaultOpen
      value={current}
      onValueChange={(next) => onChange(next === NONE ? null : next)}
      disabled={disabled}
    >
      <SelectTrigger {...triggerProps} className={cn(className)}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {noneLabel ? <SelectItem value={NONE}>{noneLabel}</SelectItem> : null}
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

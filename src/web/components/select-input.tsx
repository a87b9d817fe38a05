import { ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/web/lib/cn';
import { LazyFallback, lazyNamed } from '@/web/lib/lazy-named';
import { selectTriggerClass } from './ui/select-trigger-class';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps {
  options: readonly SelectOption[];
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  placeholder?: string;
  /** When set, the list starts with this item, which clears the choice ('None'). */
  noneLabel?: string;
  disabled?: boolean;
  /** What names the select: the id and aria of its field, or an aria-label. */
  triggerProps: {
    id?: string;
    'aria-label'?: string;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
  };
  className?: string;
}

const SelectInputMenu = lazyNamed(() => import('./select-input-menu'), 'SelectInputMenu');
const preloadMenu = () => void SelectInputMenu.preload().catch(() => undefined);

/**
 * A select. Radix's (~30 KB with floating-ui) loads when it is first used, and starts preloading
 * when the pointer or the focus reaches it; until then a button that looks and is named the same
 * stands in, showing the chosen option.
 */
export function SelectInput(props: SelectInputProps) {
  const { options, value, placeholder, noneLabel, disabled, triggerProps, className } = props;
  const [used, setUsed] = useState(false);
  const chosen = value
    ? options.find((option) => option.value === value)?.label
    : noneLabel && value === null
      ? noneLabel
      : undefined;
  const standIn = (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      disabled={disabled}
      data-placeholder={chosen === undefined ? '' : undefined}
      className={cn(selectTriggerClass, className)}
      {...triggerProps}
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
      onClick={() => setUsed(true)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        setUsed(true);
      }}
    >
      <span data-slot="select-value">{chosen ?? placeholder}</span>
      <ChevronDownIcon className="size-4 opacity-50" aria-hidden="true" />
    </button>
  );
  if (!used) return standIn;
  return (
    <LazyFallback value={standIn}>
      <SelectInputMenu {...props} />
    </LazyFallback>
  );
}

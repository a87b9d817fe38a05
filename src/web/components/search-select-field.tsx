import { useState } from 'react';
import { FieldShell } from './form-field';
import { SelectField } from './select-field';
import type { SelectOption } from './select-input';
import { Input } from './ui/input';

export type SearchSelectFieldProps = Parameters<typeof SelectField>[0] & {
  /** What is typed in the search box, and where it goes (useChoices). */
  search: string;
  onSearchChange: (search: string) => void;
  /** The server may hold more choices than it sent: the search box shows. */
  more: boolean;
  /** The chosen value's option, for a value the choices found may not hold (when editing). */
  current?: SelectOption | null;
  /** Names the search box ('Search programs'). */
  searchLabel: string;
};

/**
 * A select of choices the server finds (at most a hundred, by name). When there may be more
 * than it sent, a search box under it finds the others; the chosen one stays offered while a
 * search shows others.
 */
export function SearchSelectField({
  search,
  onSearchChange,
  more,
  current,
  searchLabel,
  options,
  onChange,
  ...props
}: SearchSelectFieldProps) {
  const [picked, setPicked] = useState<SelectOption | null>(null);
  const kept = [picked, current].find((option) => option && option.value === props.value);
  const offered =
    kept && !options.some((option) => option.value === kept.value) ? [kept, ...options] : options;
  return (
    <div className="space-y-2">
      <SelectField
        {...props}
        options={offered}
        onChange={(value) => {
          setPicked(offered.find((option) => option.value === value) ?? null);
          onChange(value);
        }}
      />
      {more || search ? (
        <FieldShell
          id={`${props.id}-search`}
          label={searchLabel}
          hint="Shows the first 100 by name; type to find others."
        >
          <Input
            id={`${props.id}-search`}
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            // Enter looks for choices; it does not send the form around it.
            onKeyDown={(event) => (event.key === 'Enter' ? event.preventDefault() : undefined)}
            placeholder="Search…"
          />
        </FieldShell>
      ) : null}
    </div>
  );
}

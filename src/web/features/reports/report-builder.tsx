import { FileDown, Play, Save } from 'lucide-react';
import {
  REPORT_FIELDS,
  REPORT_RANGE_LABELS,
  REPORT_RANGES,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  type ReportRange,
  type ReportType,
} from '@/shared/domain/reports';
import { FieldShell, fieldAria } from '@/web/components/form-field';
import { SelectField } from '@/web/components/select-field';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Progress } from '@/web/components/ui/progress';
import type { ReportDefinition } from './report-definition';

export type BuilderErrors = Partial<Record<'name' | 'type' | 'fields' | 'to', string>>;

/** An export under way: what it says and how far it is (null: not known yet). */
export type ExportState = { label: string; percent: number | null } | null;

interface ReportBuilderProps {
  name: string;
  onNameChange: (name: string) => void;
  definition: ReportDefinition;
  onChange: (definition: ReportDefinition) => void;
  errors: BuilderErrors;
  onRun: () => void;
  onExport: (format: 'csv' | 'pdf') => void;
  onSave: () => void;
  exporting: ExportState;
  saving: boolean;
}

const TYPE_OPTIONS = REPORT_TYPES.map((type) => ({ value: type, label: REPORT_TYPE_LABELS[type] }));
const RANGE_OPTIONS = REPORT_RANGES.map((range) => ({
  value: range,
  label: REPORT_RANGE_LABELS[range],
}));

/** The Custom Report Builder: name, type, date range, the type's fields, and what to do. */
export function ReportBuilder({
  name,
  onNameChange,
  definition,
  onChange,
  errors,
  onRun,
  onExport,
  onSave,
  exporting,
  saving,
}: ReportBuilderProps) {
  const fields = definition.type ? REPORT_FIELDS[definition.type] : [];
  const chosen = new Set(definition.fields);
  const toggle = (key: string) =>
    onChange({
      ...definition,
      // Kept in the type's own column order, whatever order they were ticked in.
      fields: fields.map((f) => f.key).filter((k) => (k === key ? !chosen.has(k) : chosen.has(k))),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Custom Report Builder</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 md:grid-cols-3">
          <FieldShell id="report-name" label="Report Name" error={errors.name}>
            <Input
              {...fieldAria('report-name', errors.name)}
              value={name}
              placeholder="e.g. Monthly hours"
              onChange={(event) => onNameChange(event.target.value)}
            />
          </FieldShell>
          <SelectField
            id="report-type"
            label="Report Type"
            placeholder="Select a report type"
            options={TYPE_OPTIONS}
            value={definition.type}
            error={errors.type}
            // Changing the type clears the chosen fields (SPEC.md section 5).
            onChange={(type) => onChange({ ...definition, type: type as ReportType, fields: [] })}
          />
          <SelectField
            id="report-range"
            label="Date Range"
            options={RANGE_OPTIONS}
            value={definition.range}
            onChange={(range) => onChange({ ...definition, range: range as ReportRange })}
          />
        </div>
        {definition.range === 'custom' ? (
          <div className="grid gap-4 sm:grid-cols-2 md:w-2/3">
            <FieldShell id="report-from" label="From">
              <Input
                id="report-from"
                type="date"
                value={definition.from}
                onChange={(event) => onChange({ ...definition, from: event.target.value })}
              />
            </FieldShell>
            <FieldShell id="report-to" label="To" error={errors.to}>
              <Input
                {...fieldAria('report-to', errors.to)}
                type="date"
                value={definition.to}
                onChange={(event) => onChange({ ...definition, to: event.target.value })}
              />
            </FieldShell>
          </div>
        ) : null}
        <fieldset
          className="space-y-2"
          aria-describedby={errors.fields ? 'report-fields-error' : undefined}
        >
          <div className="flex items-center justify-between gap-2">
            <legend className="text-sm font-medium">Fields</legend>
            {fields.length > 0 ? (
              <div className="flex gap-2">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => onChange({ ...definition, fields: fields.map((f) => f.key) })}
                >
                  Select all
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => onChange({ ...definition, fields: [] })}
                >
                  Clear
                </Button>
              </div>
            ) : null}
          </div>
          {fields.length === 0 ? (
            <p className="text-muted-foreground text-sm">Choose a report type to see its fields.</p>
          ) : (
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
              {fields.map((field) => (
                <label key={field.key} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={chosen.has(field.key)}
                    onChange={() => toggle(field.key)}
                  />
                  {field.label}
                </label>
              ))}
            </div>
          )}
          {errors.fields ? (
            <p id="report-fields-error" role="alert" className="text-destructive text-sm">
              {errors.fields}
            </p>
          ) : null}
        </fieldset>
        {exporting ? (
          <div className="space-y-1" role="status">
            <p className="text-sm">
              {exporting.label}
              {exporting.percent === null ? '' : ` ${exporting.percent}%`}
            </p>
            <Progress value={exporting.percent ?? 5} aria-label={exporting.label} />
          </div>
        ) : null}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button type="button" onClick={onRun}>
          <Play /> Run Report
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={exporting !== null}
          onClick={() => onExport('csv')}
        >
          <FileDown /> Export CSV
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={exporting !== null}
          onClick={() => onExport('pdf')}
        >
          <FileDown /> Export PDF
        </Button>
        <Button type="button" variant="secondary" disabled={saving} onClick={onSave}>
          <Save /> Save Report
        </Button>
      </CardFooter>
    </Card>
  );
}

import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { REPORT_TYPE_LABELS } from '@/shared/domain/reports';
import type { SavedReport } from '@/shared/schemas/reports';
import {
  CUSTOM_RANGE_REQUIRED,
  REPORT_FIELDS_REQUIRED,
  REPORT_TYPE_REQUIRED,
} from '@/shared/screen-messages';
import { PageHeader } from '@/web/components/page-header';
import { ApiError } from '@/web/lib/api';
import { downloadWithProgress } from '@/web/lib/download-file';
import { toast } from '@/web/lib/toast';
import { type BuilderErrors, type ExportState, ReportBuilder } from './report-builder';
import {
  definitionFromSearch,
  type ReportDefinition,
  type ReportView,
  reportQuery,
  searchOf,
  viewFromSearch,
} from './report-definition';
import { useDeleteReport, useReportRun, useSaveReport, useSavedReports } from './report-queries';
import { ReportTable } from './report-table';
import { SavedReports } from './saved-reports';

/** Lines a CSV export starts with before its first row: five about it, a blank, the header. */
const CSV_PREAMBLE_LINES = 7;
const FIRST_PAGE: ReportView = { page: 1, sort: null, dir: 'asc' };

/** What is missing before a report can run, in the spec's words. */
function problemsOf(definition: ReportDefinition): BuilderErrors {
  const errors: BuilderErrors = {};
  if (!definition.type) errors.type = REPORT_TYPE_REQUIRED;
  else if (definition.fields.length === 0) errors.fields = REPORT_FIELDS_REQUIRED;
  if (definition.range === 'custom') {
    if (!definition.from || !definition.to) errors.to = CUSTOM_RANGE_REQUIRED;
    else if (definition.to < definition.from) errors.to = 'End date must be after start date';
  }
  return errors;
}

/**
 * /dashboard/reports: build a report, run it into a paged table, export it as CSV or PDF, save it
 * for the organization. The report shown lives in the address, so a reload, a bookmark or a
 * shared link opens the same one; ?report={id} opens a saved one.
 */
export function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const shown = definitionFromSearch(search);
  const view = viewFromSearch(search);
  const savedId = search.get('report');
  const [draft, setDraft] = useState<ReportDefinition>(shown);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<BuilderErrors>({});
  const [exporting, setExporting] = useState<ExportState>(null);
  const saved = useSavedReports();
  const run = useReportRun(shown, view);
  const save = useSaveReport();
  const remove = useDeleteReport();
  const open = saved.data?.find((report) => report.id === savedId) ?? null;

  // A saved report's link: fill the builder with it and run it.
  useEffect(() => {
    if (!open) return;
    const definition: ReportDefinition = {
      type: open.type,
      range: open.range,
      from: open.from ?? '',
      to: open.to ?? '',
      fields: open.fields,
    };
    setDraft(definition);
    setName(open.name);
    setErrors({});
    setSearch(
      (current) => {
        if (current.get('type')) return current;
        const next = searchOf(definition, FIRST_PAGE);
        next.set('report', open.id);
        return next;
      },
      { replace: true },
    );
  }, [open, setSearch]);

  useEffect(() => {
    if (run.error) toast.error(run.error.message);
  }, [run.error]);

  const show = (definition: ReportDefinition, nextView: ReportView) => {
    const next = searchOf(definition, nextView);
    if (savedId) next.set('report', savedId);
    setSearch(next);
  };

  const checked = (): boolean => {
    const problems = problemsOf(draft);
    setErrors(problems);
    return Object.keys(problems).length === 0;
  };

  const onRun = () => {
    if (!checked()) return;
    toast('Generating report...');
    show(draft, FIRST_PAGE);
  };

  const onExport = async (format: 'csv' | 'pdf') => {
    if (!checked()) return;
    const label = format === 'csv' ? 'Exporting report as CSV...' : 'Exporting report as PDF...';
    toast(label);
    setExporting({ label, percent: null });
    const query = new URLSearchParams(
      Object.entries(reportQuery(draft)!).map(([key, value]) => [key, String(value)]),
    );
    try {
      await downloadWithProgress(`/reports/export.${format}?${query}`, (progress) => {
        const percent =
          format === 'csv' && progress.rows
            ? ((progress.lines - CSV_PREAMBLE_LINES) / progress.rows) * 100
            : progress.length
              ? (progress.bytes / progress.length) * 100
              : null;
        setExporting({
          label,
          percent: percent === null ? null : Math.max(0, Math.min(100, Math.round(percent))),
        });
      });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Export failed');
    } finally {
      setExporting(null);
    }
  };

  const onSave = async () => {
    const problems = problemsOf(draft);
    const trimmed = name.trim();
    if (trimmed.length < 2) problems.name = 'Must be at least 2 characters';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const report = await save.mutateAsync({
        id: open?.canChange ? open.id : null,
        input: {
          name: trimmed,
          type: draft.type!,
          range: draft.range,
          ...(draft.range === 'custom' ? { from: draft.from, to: draft.to } : {}),
          fields: draft.fields,
        },
      });
      toast.success(`Report "${report.name}" saved`);
      const next = searchOf(draft, FIRST_PAGE);
      next.set('report', report.id);
      setSearch(next);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Failed to save report');
    }
  };

  const onDelete = async (report: SavedReport) => {
    try {
      await remove.mutateAsync(report.id);
      toast.success(`Report "${report.name}" deleted`);
      // The report stays on screen, no longer saved.
      if (report.id === savedId) {
        setName('');
        setSearch(searchOf(shown, view));
      }
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Failed to delete report');
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader title="Reports" description="Build, run and export reports on your data." />
      <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
        <ReportBuilder
          name={name}
          onNameChange={setName}
          definition={draft}
          onChange={(definition) => {
            setDraft(definition);
            setErrors({});
          }}
          errors={errors}
          onRun={onRun}
          onExport={(format) => void onExport(format)}
          onSave={() => void onSave()}
          exporting={exporting}
          saving={save.isPending}
        />
        <SavedReports reports={saved.data ?? []} openId={savedId} onDelete={onDelete} />
      </div>
      {shown.type && shown.fields.length > 0 ? (
        <ReportTable
          title={open?.name ?? `${REPORT_TYPE_LABELS[shown.type]} report`}
          result={run.data}
          loading={run.isPending}
          view={view}
          onViewChange={(next) => show(shown, next)}
        />
      ) : null}
    </div>
  );
}

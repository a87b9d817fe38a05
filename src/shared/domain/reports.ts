import { addDays } from './week';

/** The report builder's types (SPEC.md section 9), each with its fixed field list below. */
export const REPORT_TYPES = [
  'project_summary',
  'resource_utilization',
  'budget_analysis',
  'time_tracking',
  'risk_assessment',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_RANGES = [
  'last_7_days',
  'last_30_days',
  'last_quarter',
  'last_year',
  'custom',
] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export const DEFAULT_REPORT_RANGE: ReportRange = 'last_30_days';

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  project_summary: 'Project Summary',
  resource_utilization: 'Resource Utilization',
  budget_analysis: 'Budget Analysis',
  time_tracking: 'Time Tracking',
  risk_assessment: 'Risk Assessment',
};

export const REPORT_RANGE_LABELS: Record<ReportRange, string> = {
  last_7_days: 'Last 7 days',
  last_30_days: 'Last 30 days',
  last_quarter: 'Last quarter',
  last_year: 'Last year',
  custom: 'Custom range',
};

/** How a field's values read: a money amount, hours to one decimal, a whole percent... */
export type ReportFieldKind = 'text' | 'date' | 'number' | 'hours' | 'money' | 'percent';

export type ReportField = { key: string; label: string; kind: ReportFieldKind };

/** Kinds read as numbers: right-aligned in the table and the PDF. */
export const isNumericKind = (kind: ReportFieldKind) =>
  kind === 'number' || kind === 'hours' || kind === 'money' || kind === 'percent';

const field = (key: string, label: string, kind: ReportFieldKind = 'text'): ReportField => ({
  key,
  label,
  kind,
});

/**
 * Every report type's fields, in column order. docs/reports.md says what each one counts; a test
 * keeps the two the same.
 */
export const REPORT_FIELDS: Record<ReportType, readonly ReportField[]> = {
  project_summary: [
    field('projectCode', 'Project Code'),
    field('projectName', 'Project Name'),
    field('customer', 'Customer'),
    field('program', 'Program'),
    field('status', 'Status'),
    field('projectManager', 'Project Manager'),
    field('startDate', 'Start Date', 'date'),
    field('endDate', 'End Date', 'date'),
    field('budget', 'Budget', 'money'),
    field('hours', 'Hours', 'hours'),
    field('billableHours', 'Billable Hours', 'hours'),
    field('actualCost', 'Actual Cost', 'money'),
    field('percentComplete', 'Complete', 'percent'),
    field('activities', 'Activities', 'number'),
    field('openRisks', 'Open Risks', 'number'),
  ],
  resource_utilization: [
    field('name', 'Name'),
    field('email', 'Email'),
    field('jobTitle', 'Job Title'),
    field('department', 'Department'),
    field('team', 'Team'),
    field('hours', 'Hours', 'hours'),
    field('billableHours', 'Billable Hours', 'hours'),
    field('billablePercent', 'Billable', 'percent'),
    field('targetHours', 'Target Hours', 'hours'),
    field('hoursAgainstTarget', 'Hours vs Target', 'percent'),
    field('targetBillablePercent', 'Target Billable', 'percent'),
    field('allocatedPercent', 'Allocated Capacity', 'percent'),
  ],
  budget_analysis: [
    field('projectCode', 'Project Code'),
    field('projectName', 'Project Name'),
    field('customer', 'Customer'),
    field('status', 'Status'),
    field('effortBudget', 'Effort Budget', 'money'),
    field('overheadBudget', 'Overhead Budget', 'money'),
    field('totalBudget', 'Total Budget', 'money'),
    field('spentInRange', 'Spent in Range', 'money'),
    field('spentToDate', 'Spent to Date', 'money'),
    field('remaining', 'Remaining', 'money'),
    field('burnPercent', 'Burn', 'percent'),
    field('paymentsReceived', 'Payments Received', 'money'),
  ],
  time_tracking: [
    field('date', 'Date', 'date'),
    field('person', 'Person'),
    field('email', 'Email'),
    field('projectCode', 'Project Code'),
    field('projectName', 'Project Name'),
    field('activity', 'Activity'),
    field('notes', 'Notes'),
    field('startTime', 'Start'),
    field('endTime', 'End'),
    field('hours', 'Hours', 'hours'),
    field('billable', 'Billable'),
    field('cost', 'Cost', 'money'),
  ],
  risk_assessment: [
    field('projectCode', 'Project Code'),
    field('projectName', 'Project Name'),
    field('description', 'Risk'),
    field('level', 'Level'),
    field('status', 'Status'),
    field('impact', 'Impact'),
    field('mitigationPlan', 'Mitigation Plan'),
    field('raised', 'Raised', 'date'),
    field('updated', 'Updated', 'date'),
    field('daysOpen', 'Days Open', 'number'),
  ],
};

/** The fields a new report of this type starts with: all of them. */
export const defaultReportFields = (type: ReportType) => REPORT_FIELDS[type].map((f) => f.key);

export type DayRange = { from: string; to: string };

/**
 * The days a named range covers, both ends included, as of `today`: the last 7 or 30 days end
 * today; the last quarter and the last year are the calendar quarter and year before today's.
 */
export function resolveReportRange(range: Exclude<ReportRange, 'custom'>, today: string): DayRange {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (range) {
    case 'last_7_days':
      return { from: addDays(today, -6), to: today };
    case 'last_30_days':
      return { from: addDays(today, -29), to: today };
    case 'last_quarter': {
      const quarter = Math.floor((month - 1) / 3); // 0..3, this quarter
      const startYear = quarter === 0 ? year - 1 : year;
      const startMonth = quarter === 0 ? 10 : (quarter - 1) * 3 + 1;
      const from = `${startYear}-${String(startMonth).padStart(2, '0')}-01`;
      const thisQuarterStart = `${year}-${String(quarter * 3 + 1).padStart(2, '0')}-01`;
      return { from, to: addDays(thisQuarterStart, -1) };
    }
    case 'last_year':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}

export type ReportCell = string | number | boolean | null;

/** A cell as people read it in the table and the files: money and hours with two decimals, 45%, Yes. */
export function formatReportCell(kind: ReportFieldKind, value: ReportCell): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  switch (kind) {
    case 'money':
      return Number(value).toFixed(2);
    case 'hours':
      return Number(value).toFixed(2);
    case 'percent':
      return `${value}%`;
    default:
      return String(value);
  }
}

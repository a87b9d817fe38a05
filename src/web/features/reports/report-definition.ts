import {
  DEFAULT_REPORT_RANGE,
  REPORT_RANGES,
  REPORT_TYPES,
  type ReportRange,
  type ReportType,
} from '@/shared/domain/reports';

/** What the builder holds and the address carries: a report anyone in the organization can open. */
export type ReportDefinition = {
  type: ReportType | null;
  range: ReportRange;
  from: string;
  to: string;
  fields: string[];
};

/** The table's page and order, also in the address. */
export type ReportView = { page: number; sort: string | null; dir: 'asc' | 'desc' };

export const EMPTY_DEFINITION: ReportDefinition = {
  type: null,
  range: DEFAULT_REPORT_RANGE,
  from: '',
  to: '',
  fields: [],
};

const isType = (value: string | null): value is ReportType =>
  (REPORT_TYPES as readonly string[]).includes(value ?? '');
const isRange = (value: string | null): value is ReportRange =>
  (REPORT_RANGES as readonly string[]).includes(value ?? '');

/** The definition in an address (?type=time_tracking&range=custom&from=...&fields=date,hours). */
export function definitionFromSearch(search: URLSearchParams): ReportDefinition {
  const type = search.get('type');
  const range = search.get('range');
  return {
    type: isType(type) ? type : null,
    range: isRange(range) ? range : DEFAULT_REPORT_RANGE,
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    fields: (search.get('fields') ?? '').split(',').filter(Boolean),
  };
}

export function viewFromSearch(search: URLSearchParams): ReportView {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: search.get('sort'),
    dir: search.get('dir') === 'desc' ? 'desc' : 'asc',
  };
}

/** The query the API takes for a definition and view; null until a type and a field are chosen. */
export function reportQuery(definition: ReportDefinition, view?: ReportView) {
  if (!definition.type || definition.fields.length === 0) return null;
  return {
    type: definition.type,
    range: definition.range,
    ...(definition.range === 'custom' ? { from: definition.from, to: definition.to } : {}),
    fields: definition.fields.join(','),
    ...(view?.sort ? { sort: view.sort, dir: view.dir } : {}),
    ...(view ? { page: view.page } : {}),
  };
}

/** The address's query string for a definition and view (also what a shared link holds). */
export function searchOf(definition: ReportDefinition, view: ReportView): URLSearchParams {
  const query = reportQuery(definition, view);
  const search = new URLSearchParams();
  if (!query) return search;
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  if (view.page === 1) search.delete('page');
  return search;
}

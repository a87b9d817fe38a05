import { addDays, weekStartOf } from '@/shared/domain/week';

/** The weeks the heat map shows at once. */
const WEEKS = 12;

/** The Monday `offset` weeks from this week. */
export function weekFrom(offset: number): string {
  return addDays(weekStartOf(new Date().toISOString().slice(0, 10)), offset * 7);
}

/** What the heat map tab asks GET /resources/heat-map for: its weeks, of a department or team. */
export function heatMapQuery(from: string, departmentId: string | null, teamId: string | null) {
  return {
    from,
    weeks: WEEKS,
    departmentId: departmentId ?? undefined,
    teamId: teamId ?? undefined,
  };
}

/**
 * The address the tab reads first, this week on and everyone's, as the API client builds it from
 * heatMapQuery: preload-page-data.ts asks for it while the tab's scripts download, and the
 * client takes that answer only for the same address (its test holds the two equal). Apart from
 * the tab's module, which the preload must not load.
 */
export function firstHeatMapAddress(): string {
  return `/api/v1/resources/heat-map?from=${weekFrom(0)}&weeks=${WEEKS}`;
}

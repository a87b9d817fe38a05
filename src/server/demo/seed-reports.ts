import { defaultReportFields } from '../../shared/domain/reports';
import { savedReports } from '../db/schema/reports';
import type { DemoContext } from './seed-context';

/** Reports the demo's people saved, for the Reports page's list and its shared links. */
export async function insertSavedReports({ tx, organizationId, personId }: DemoContext) {
  await tx.insert(savedReports).values([
    {
      organizationId,
      name: 'Time this month',
      reportType: 'time_tracking',
      dateRange: 'last_30_days',
      fields: ['date', 'person', 'projectCode', 'projectName', 'activity', 'hours', 'billable'],
      createdBy: personId('management'),
    },
    {
      organizationId,
      name: 'Budget burn by project',
      reportType: 'budget_analysis',
      dateRange: 'last_quarter',
      fields: defaultReportFields('budget_analysis'),
      createdBy: personId('pm_head'),
    },
    {
      organizationId,
      name: 'Team utilization',
      reportType: 'resource_utilization',
      dateRange: 'last_30_days',
      fields: [
        'name',
        'department',
        'hours',
        'billablePercent',
        'hoursAgainstTarget',
        'allocatedPercent',
      ],
      createdBy: personId('resource_manager'),
    },
  ]);
}

import { describe, expect, it } from 'vitest';
import {
  CHANGE_STATUS_LABELS,
  INTEGRATION_STATUS_LABELS,
  INTEGRATION_TYPE_LABELS,
  optionsOf,
  RISK_LEVEL_LABELS,
} from './entry-labels';

describe('the labels of the project tabs’ value lists', () => {
  it('capitalize each word of a value, but for the exceptions', () => {
    expect(INTEGRATION_STATUS_LABELS.in_progress).toBe('In Progress');
    expect(INTEGRATION_TYPE_LABELS).toEqual({
      api: 'API',
      database: 'Database',
      file: 'File',
      webhook: 'Webhook',
    });
    expect(CHANGE_STATUS_LABELS.rejected).toBe('Rejected');
  });

  it('keep the order of the list as select options', () => {
    expect(optionsOf(RISK_LEVEL_LABELS).map((o) => o.label)).toEqual([
      'Low',
      'Medium',
      'High',
      'Critical',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { BULK_MESSAGES } from '../schemas/bulk-resources';
import { blankBulkRow, bulkSaveOf } from './bulk-resources';

const row = (key: number, fields: Partial<ReturnType<typeof blankBulkRow>>) => ({
  ...blankBulkRow(key),
  ...fields,
});

describe('bulkSaveOf', () => {
  it('needs one row with both a name and an email', () => {
    expect(bulkSaveOf([blankBulkRow(1), row(2, { fullName: 'Only A Name' })])).toEqual({
      problem: BULK_MESSAGES.noRows,
    });
  });

  it('stops at the first email that is not an address, naming it', () => {
    const rows = [
      row(1, { fullName: 'Ada', email: 'ada@example.com' }),
      row(2, { fullName: 'Bo', email: 'bo.example.com' }),
    ];
    expect(bulkSaveOf(rows)).toEqual({ problem: 'Invalid email format: bo.example.com' });
  });

  it('sends only the filled rows with their place on the page and typed costs', () => {
    const rows = [
      blankBulkRow(1),
      row(2, { fullName: ' Ada Lovelace ', email: 'ADA@Example.com', hourlyCost: '85.5' }),
      row(3, { email: 'no-name@example.com' }),
      row(4, { fullName: 'Bo', email: 'bo@example.com', jobTitle: 'Designer' }),
    ];
    const save = bulkSaveOf(rows);
    expect(save).toMatchObject({
      rows: [
        { row: 2, fullName: 'Ada Lovelace', email: 'ada@example.com', hourlyCost: 85.5 },
        { row: 4, fullName: 'Bo', email: 'bo@example.com', hourlyCost: null, jobTitle: 'Designer' },
      ],
    });
  });

  it('refuses a cost that is no amount', () => {
    const rows = [row(1, { fullName: 'Ada', email: 'ada@example.com', hourlyCost: 'lots' })];
    expect(bulkSaveOf(rows)).toEqual({ problem: 'Row 1: Hourly cost must be a positive number' });
  });
});

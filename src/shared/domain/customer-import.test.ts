import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { CUSTOMERS_TEMPLATE, readCustomerRows } from './customer-import';

describe('readCustomerRows', () => {
  it('reads the template as two valid rows', () => {
    const result = readCustomerRows(CUSTOMERS_TEMPLATE);
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.rowNumber, r.name, r.parentName])).toEqual([
      [2, 'Acme Corporation', null],
      [3, 'Acme Retail', 'Acme Corporation'],
    ]);
  });

  it('numbers row errors from 2 with the spec wording', () => {
    const csv = [
      'name,customer_type,location_country,parent_customer_name',
      'Good One,SMB,Sweden,',
      ',,,',
      'Short,SMB',
      ',SMB,Norway,',
      'X,SMB,Norway,',
      '"Quoted, Name",Enterprise,"Denmark",',
      '',
      'Loop,SMB,Sweden,loop',
    ].join('\n');
    const result = readCustomerRows(csv);
    expect(result.rows.map((r) => r.name)).toEqual(['Good One', 'Quoted, Name']);
    expect(result.errors.map((e) => e.error)).toEqual([
      'Row 3: Empty row',
      'Row 4: Column count mismatch (expected 4, got 2)',
      'Row 5: Missing required field: name',
      'Row 6: Must be at least 2 characters',
      'Row 9: A customer cannot be its own parent',
    ]);
    expect(result.total).toBe(7);
  });

  it('refuses a file without a name column', () => {
    expect(readCustomerRows('title,country\nA,B\n').fileError).toBe(
      'Missing required column: name',
    );
  });

  it('accepts Windows line endings and a byte order mark', () => {
    const result = readCustomerRows('\uFEFFname,customer_type\r\nAcme,SMB\r\n');
    expect(result.rows.map((r) => r.name)).toEqual(['Acme']);
  });
});

describe('toCsv', () => {
  it('quotes where needed and defuses formula cells', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', '=SUM(A1)'],
          [null, 5],
        ],
      ),
    ).toBe('a,b\n"x,y",\'=SUM(A1)\n,5');
  });
});

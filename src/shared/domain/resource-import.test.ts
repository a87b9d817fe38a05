import { describe, expect, it } from 'vitest';
import { RESOURCES_TEMPLATE, readResourceRows } from './resource-import';

describe('readResourceRows', () => {
  it('reads the template', () => {
    const result = readResourceRows(RESOURCES_TEMPLATE);
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      expect.objectContaining({
        rowNumber: 2,
        fullName: 'Jane Doe',
        email: 'jane.doe@example.com',
        hourlyCost: 85,
        team: 'Consulting',
      }),
    ]);
  });

  it('reports the spec’s row errors', () => {
    const csv = [
      'full_name,email,hourly_cost',
      'No Mail,,10',
      'Bad Mail,not-an-email,10',
      'Costly,c@example.com,20000',
      'Fine,Fine@Example.com,12.5',
    ].join('\n');
    const result = readResourceRows(csv);
    expect(result.errors.map((e) => e.error)).toEqual([
      'Row 2: Missing required fields: full_name and email',
      'Row 3: Invalid email format',
      'Row 4: hourly_cost must be a number from 0 to 10000',
    ]);
    expect(result.rows.map((r) => [r.email, r.hourlyCost])).toEqual([['fine@example.com', 12.5]]);
  });

  it('refuses a file without the required columns', () => {
    expect(readResourceRows('name\nA\n').fileError).toBe(
      'Missing required columns: full_name and email',
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { Customer } from '@/shared/schemas/customers';
import { orderAsTree, selfAndDescendants } from './customer-tree';

let next = 0;
function customer(name: string, parent?: Customer): Customer {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    name,
    customerType: null,
    locationCountry: null,
    parentCustomerId: parent?.id ?? null,
    parentCustomerName: parent?.name ?? null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const group = customer('Contoso Group');
const retail = customer('Contoso Retail', group);
const stores = customer('Retail Stores', retail);
const fabrikam = customer('fabrikam');
const agency = customer('Agency 10');
const agency2 = customer('Agency 9');

describe('orderAsTree', () => {
  it('puts each customer right under its parent, one level deeper, names in natural order', () => {
    const rows = orderAsTree([stores, fabrikam, retail, agency, group, agency2]);
    expect(rows.map((row) => [row.name, row.depth])).toEqual([
      ['Agency 9', 0],
      ['Agency 10', 0],
      ['Contoso Group', 0],
      ['Contoso Retail', 1],
      ['Retail Stores', 2],
      ['fabrikam', 0],
    ]);
  });

  it('shows a customer whose parent is not in the list at the top level', () => {
    expect(orderAsTree([retail]).map((row) => [row.name, row.depth])).toEqual([
      ['Contoso Retail', 0],
    ]);
  });
});

describe('selfAndDescendants', () => {
  it('names the customer and everything below it, which cannot become its parent', () => {
    const all = [group, retail, stores, fabrikam];
    expect(selfAndDescendants(all, retail.id)).toEqual(new Set([retail.id, stores.id]));
    expect(selfAndDescendants(all, fabrikam.id)).toEqual(new Set([fabrikam.id]));
  });
});

import type { Customer } from '@/shared/schemas/customers';

export type CustomerRow = Customer & { depth: number };

const byName = (a: Customer, b: Customer) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });

/**
 * The customers in hierarchy order: each top-level customer by name, followed by its children
 * (and theirs) one level deeper. A parent that is not in the list makes its child top-level.
 */
export function orderAsTree(customers: readonly Customer[]): CustomerRow[] {
  const ids = new Set(customers.map((customer) => customer.id));
  const children = new Map<string | null, Customer[]>();
  for (const customer of customers) {
    const parent =
      customer.parentCustomerId && ids.has(customer.parentCustomerId)
        ? customer.parentCustomerId
        : null;
    children.set(parent, [...(children.get(parent) ?? []), customer]);
  }
  const ordered: CustomerRow[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null, depth: number) => {
    for (const customer of (children.get(parent) ?? []).sort(byName)) {
      if (seen.has(customer.id)) continue;
      seen.add(customer.id);
      ordered.push({ ...customer, depth });
      visit(customer.id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

/** The ids of a customer and everything below it: none of them can become its parent. */
export function selfAndDescendants(customers: readonly Customer[], id: string): Set<string> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const customer of customers) {
      if (
        customer.parentCustomerId &&
        found.has(customer.parentCustomerId) &&
        !found.has(customer.id)
      ) {
        found.add(customer.id);
        grew = true;
      }
    }
  }
  return found;
}

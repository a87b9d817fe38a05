// Money is numeric(14,2) in the database and whole cents in code: never add floats.

/** Whole cents of an amount with at most two decimals, given as a number or decimal text. */
export function toCents(amount: number | string): number {
  if (typeof amount === 'number') return Math.round(amount * 100);
  const match = /^(-?)(\d+)(?:\.(\d{0,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an amount with at most two decimals: ${amount}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** The amount of `cents` as a number with at most two decimals (one exact division). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** A numeric(…,2) value read from the database as text, as a number. */
export function amountOf(text: string): number {
  return fromCents(toCents(text));
}

/** How many decimals `value` was written with (12.5 has one, 1e-7 has seven). */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

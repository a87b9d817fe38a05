type GivenFields<T, Decimal extends keyof T> = {
  [K in keyof T]?: K extends Decimal ? string : Exclude<T[K], undefined>;
};

/**
 * The fields a partial update was given (zod leaves absent ones undefined): what to `set`.
 * The numbers named in `decimals` go to numeric columns as exact decimal text (two places).
 */
export function givenFields<T extends object, Decimal extends keyof T = never>(
  input: T,
  decimals: readonly Decimal[] = [],
): GivenFields<T, Decimal> {
  const given = Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const isDecimal = decimals.includes(key as Decimal) && typeof value === 'number';
      return [key, isDecimal ? value.toFixed(2) : value];
    });
  return Object.fromEntries(given) as GivenFields<T, Decimal>;
}

const formats = new Map<string, Intl.NumberFormat>();

/** An amount in `currency` (ISO 4217) in the browser's language: $1,630.73, 1 630,73 €. */
export function formatMoney(amount: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    } catch {
      // Not a currency code Intl knows: plain figures with two decimals and the code.
      format = new Intl.NumberFormat(undefined, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    }
    formats.set(currency, format);
  }
  return format.format(amount);
}

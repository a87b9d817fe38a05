import { formatMoney } from '@/web/lib/format-money';
import { useSignedInMe } from './use-me';

const DEFAULT_CURRENCY = 'USD';

/** Formats amounts in the signed-in person's organization currency (USD when it has none). */
export function useMoney(): (amount: number) => string {
  const me = useSignedInMe();
  const currency = me.organization?.revenueCurrency ?? DEFAULT_CURRENCY;
  return (amount) => formatMoney(amount, currency);
}

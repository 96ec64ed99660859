import { formatMoney } from '@freightkit/domain';
import { useI18n } from '../i18n/I18nContext.tsx';
import * as styles from './Money.css.ts';

/** Props of {@link Money}. */
export interface MoneyProps {
  /** The amount in dollars. Negative amounts show in parentheses: −12 → `($12.00)`. */
  amount: number;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * An amount of money in US dollars with 2 decimals, formatted for the provider's locale by the
 * domain's money rule (negatives in parentheses). Digits are tabular so columns of amounts align.
 * A negative amount carries `data-negative` for styling.
 *
 * @example
 * <Money amount={-1234.5} /> // ($1,234.50)
 */
export function Money({ amount, className }: MoneyProps) {
  const { locale } = useI18n();
  return (
    <span
      className={[styles.money, className].filter(Boolean).join(' ')}
      data-negative={amount < 0 || undefined}
    >
      {formatMoney(amount, locale)}
    </span>
  );
}

import type { Tone } from '@freightkit/domain';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.tsx';
import * as styles from './StatusChip.css.ts';

/** Props of {@link StatusChip}. */
export interface StatusChipProps {
  /** The status text, e.g. an enum label from `@freightkit/domain`. It carries the meaning; colour only repeats it. */
  children: ReactNode;
  /** The status tone (from the domain's tone of the status). @default 'neutral' */
  tone?: Tone;
  /** An optional kit icon before the text. */
  icon?: IconName;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * A compact, read-only status label coloured by tone (e.g. an invoice's or shipment's status).
 *
 * @example
 * <StatusChip tone="positive">Paid In Full</StatusChip>
 */
export function StatusChip({ children, tone = 'neutral', icon, className }: StatusChipProps) {
  return (
    <span className={[styles.chip, styles.tone[tone], className].filter(Boolean).join(' ')} data-tone={tone}>
      {icon ? <Icon name={icon} size="small" /> : null}
      <span className={styles.label}>{children}</span>
    </span>
  );
}

import { decodeEquipmentTypes, type EquipmentType } from '@freightkit/domain';
import { Button, useI18n, type SelectOption } from '@freightkit/ui';
import { useId } from 'react';
import * as styles from './loadBoard.css.ts';

/** Props of {@link EquipmentChips}. */
export interface EquipmentChipsProps {
  /** The chosen equipment types as the spec's bit-flag mask; 0 (any equipment) shows nothing. */
  readonly mask: number;
  /** Each type's value (its flag as text) and its label in the current language. */
  readonly options: readonly SelectOption[];
  /** Takes one type off the filter. */
  readonly onRemove: (type: EquipmentType) => void;
}

/**
 * The equipment types the board is narrowed to, each named in full (the picker's button shows only the
 * first and how many more) with a button that takes it off ("Remove Reefer"), so a dispatcher reads and
 * undoes the filter without opening the list.
 */
export function EquipmentChips({ mask, options, onRemove }: EquipmentChipsProps) {
  const { t } = useI18n();
  const labelId = useId();
  const chosen = decodeEquipmentTypes(mask);
  if (chosen.length === 0) return null;
  const label = (type: EquipmentType) => options.find((o) => o.value === String(type))?.label ?? String(type);
  return (
    <div className={styles.chips}>
      <span id={labelId} className={styles.chipsLabel}>
        {t('loadBoard.equipment.active')}
      </span>
      <ul className={styles.chipList} aria-labelledby={labelId}>
        {chosen.map((type) => (
          <li key={type}>
            <Button
              variant="secondary"
              size="small"
              icon="close"
              aria-label={t('loadBoard.equipment.remove', { type: label(type) })}
              onClick={() => {
                onRemove(type);
              }}
            >
              {label(type)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { TenderCarrier } from '@freightkit/api';
import { orderRateRequestProblemKeys, type AnswerMessage } from '@freightkit/domain';
import { Checkbox, Stack, Text, useI18n } from '@freightkit/ui';
import * as styles from './orders.css.ts';
import { carrierDescription } from './TenderFields.tsx';

/** Props of {@link AlsoTenderFields}. */
export interface AlsoTenderFieldsProps {
  /** The carriers a broker may tender to (`useTenderCarriers`), or undefined while they load. */
  readonly carriers: readonly TenderCarrier[] | undefined;
  /** The carrier picked first in the tender's fields: not offered again here. */
  readonly carrierId: string;
  /** The other carriers ticked. */
  readonly alsoIds: readonly string[];
  readonly onAlsoIdsChange: (ids: readonly string[]) => void;
  /** What is wrong with the carriers ticked, already in the user's language. */
  readonly error?: string | undefined;
}

/**
 * "Also tender to": more carriers offered the same load at the same time as the one picked first (ADR
 * 059), the first to accept booking it. Shown once a first carrier is picked and there is another.
 */
export function AlsoTenderFields({
  carriers,
  carrierId,
  alsoIds,
  onAlsoIdsChange,
  error,
}: AlsoTenderFieldsProps) {
  const { t } = useI18n();
  const others = (carriers ?? []).filter((c) => c.id !== carrierId);
  if (carrierId === '' || others.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('orders.actions.alsoTender')}</legend>
      <Stack space="xs">
        <Text tone="secondary">{t('orders.actions.alsoTenderHint')}</Text>
        {others.map((c) => (
          <Checkbox
            key={c.id}
            label={c.name}
            description={carrierDescription(c)}
            checked={alsoIds.includes(c.id)}
            onChange={(on) => {
              onAlsoIdsChange(on ? [...alsoIds, c.id] : alsoIds.filter((id) => id !== c.id));
            }}
          />
        ))}
        {error ? (
          <Text tone="critical" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </fieldset>
  );
}

/**
 * The other carriers of a tender as sent: the ticked ones without the carrier picked first (it may have
 * been ticked before it was picked, and is not offered twice), and what domain's rule for a tender's
 * carriers (one to ten, each once; the back end holds the same) says of them with the first, if anything.
 */
export function alsoTendered(
  carrierId: string,
  alsoIds: readonly string[],
): { readonly also: string[]; readonly problem: AnswerMessage | undefined } {
  const also = alsoIds.filter((id) => id !== carrierId);
  // No first carrier yet is the carrier field's own message, not this list's.
  const problem = carrierId === '' ? undefined : orderRateRequestProblemKeys([carrierId, ...also]).carrierIds;
  return { also, problem };
}

import { ApiError } from '@freightkit/api';
import { useRateConfirmation } from '@freightkit/api/react';
import {
  Banner,
  DateTime,
  EmptyState,
  Heading,
  Spinner,
  Stack,
  StatusChip,
  Text,
  useI18n,
} from '@freightkit/ui';
import { useId } from 'react';
import { ChargesTable } from './ChargesTable.tsx';
import { failureText } from './failureText.ts';

/**
 * The signed rate confirmation sub-page: the carrier it was issued to, when it was issued, whether
 * it is signed (a toned chip), and its charges with their total in the kit DataTable. A shipment
 * not yet booked has none (the call answers 404): that is an empty state, not a failure.
 */
export function RateConfirmationTab({ id }: { id: string }) {
  const { t } = useI18n();
  const headingId = useId();
  const confirmation = useRateConfirmation(id);

  if (confirmation.isPending) return <Spinner label={t('shipmentDetail.rateConfirmation.loading')} />;
  if (confirmation.isError) {
    // 404 is the back end's answer for "no rate confirmation yet" (before booking).
    if (confirmation.error instanceof ApiError && confirmation.error.status === 404)
      return (
        <EmptyState
          title={t('shipmentDetail.rateConfirmation.none')}
          description={t('shipmentDetail.rateConfirmation.noneHint')}
        />
      );
    return <Banner tone="critical" title={failureText(t, confirmation.error)} />;
  }

  const { carrierName, issuedAt, signedAt, charges, total } = confirmation.data;
  return (
    <Stack as="section" space="lg" aria-labelledby={headingId}>
      <Heading level={3} id={headingId}>
        {t('shipmentDetail.rateConfirmation.title')}
      </Heading>
      <Text tone="secondary">{t('shipmentDetail.rateConfirmation.carrier', { carrier: carrierName })}</Text>
      <Text tone="secondary">
        {t('shipmentDetail.rateConfirmation.issued')} <DateTime value={issuedAt} />
      </Text>
      <p>
        {signedAt ? (
          <StatusChip tone="positive" icon="check">
            {t('shipmentDetail.rateConfirmation.signed')} <DateTime value={signedAt} />
          </StatusChip>
        ) : (
          <StatusChip tone="caution">{t('shipmentDetail.rateConfirmation.awaiting')}</StatusChip>
        )}
      </p>
      <ChargesTable caption={t('shipmentDetail.rateConfirmation.charges')} charges={charges} total={total} />
    </Stack>
  );
}

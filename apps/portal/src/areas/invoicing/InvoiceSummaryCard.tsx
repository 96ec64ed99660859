import { Card, Money, Stack, useI18n } from '@freightkit/ui';
import { Fact } from '../common/Fact.tsx';

/**
 * The preview's Summary card (spec 2 §2): Payment is the balance still to pay, Total Payment the
 * invoice's total. The same card on the payables and the third-party payer invoice previews.
 */
export function InvoiceSummaryCard({ balance, total }: { readonly balance: number; readonly total: number }) {
  const { t } = useI18n();
  return (
    <Card title={t('tpp.detail.summary')} headingLevel={3}>
      <Stack as="dl" space="sm">
        <Fact term={t('tpp.detail.payment')}>
          <Money amount={balance} />
        </Fact>
        <Fact term={t('tpp.detail.totalPayment')}>
          <Money amount={total} />
        </Fact>
      </Stack>
    </Card>
  );
}

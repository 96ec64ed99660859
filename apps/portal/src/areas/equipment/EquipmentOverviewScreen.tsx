import type { EquipmentCounts } from '@freightkit/api';
import { useEquipmentCounts } from '@freightkit/api/react';
import { EquipmentKind } from '@freightkit/domain';
import {
  Banner,
  Button,
  Card,
  Column,
  Columns,
  Spinner,
  Stack,
  Text,
  useI18n,
  useLinkComponent,
} from '@freightkit/ui';
import { createElement, useId } from 'react';
import { failureText } from '../common/failureText.ts';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { equipmentListPath } from './paths.ts';

/** One kind's card: how many units are in service, out of service and retired, and the way to the list. */
function KindCard({ kind, counts }: { kind: EquipmentKind; counts: EquipmentCounts['trailers'] }) {
  const { t } = useI18n();
  const Link = useLinkComponent();
  const trailers = kind === EquipmentKind.Trailer;
  const total = counts.active + counts.outOfService + counts.retired;
  return (
    <Card title={t(trailers ? 'equipment.overview.trailers' : 'equipment.overview.powerUnits')}>
      <Stack space="sm">
        {total === 0 ? (
          <Text tone="secondary">
            {t(trailers ? 'equipment.overview.noneTrailers' : 'equipment.overview.nonePowerUnits')}
          </Text>
        ) : (
          <Stack as="ul" space="xxs">
            <Text as="li" size="lg">
              <strong>{t('equipment.overview.inService', { count: counts.active })}</strong>
            </Text>
            <Text as="li">{t('equipment.overview.outOfService', { count: counts.outOfService })}</Text>
            <Text as="li" tone="secondary">
              {t('equipment.overview.retired', { count: counts.retired })}
            </Text>
          </Stack>
        )}
        {createElement(
          Link,
          { href: equipmentListPath(kind) },
          t(trailers ? 'equipment.overview.viewTrailers' : 'equipment.overview.viewPowerUnits'),
        )}
      </Stack>
    </Card>
  );
}

/**
 * `/equipment` (spec 1 §2): the carrier's fleet at a glance: trailers and power units in service, out of
 * service and retired, each with the way to its list (`/equipment/trailers`, `/equipment/power-units`).
 */
export function EquipmentOverviewScreen() {
  const { t } = useI18n();
  const headingId = useId();
  const counts = useEquipmentCounts();
  return (
    <Page as="section" aria-labelledby={headingId} aria-busy={counts.isPending || undefined}>
      <Stack space="xs">
        <PageTitle id={headingId}>{t('title.equipment')}</PageTitle>
        <Text tone="secondary">{t('equipment.overview.intro')}</Text>
      </Stack>
      {counts.data ? (
        <Columns space="lg" collapseBelow="wide">
          <Column>
            <KindCard kind={EquipmentKind.Trailer} counts={counts.data.trailers} />
          </Column>
          <Column>
            <KindCard kind={EquipmentKind.PowerUnit} counts={counts.data.powerUnits} />
          </Column>
        </Columns>
      ) : counts.isError ? (
        <Banner
          tone="critical"
          title={t('equipment.error.title')}
          description={failureText(t, counts.error)}
          actions={
            <Button variant="secondary" icon="refresh" onClick={() => void counts.refetch()}>
              {t('equipment.retry')}
            </Button>
          }
        />
      ) : (
        <Spinner label={t('equipment.overview.loading')} />
      )}
    </Page>
  );
}

import type { SavedLane } from '@freightkit/api';
import { equipmentTypes } from '@freightkit/domain';
import { Card, Stack, useI18n } from '@freightkit/ui';
import type { ReactNode } from 'react';
import { Fact } from '../../common/Fact.tsx';
import * as styles from './postings.css.ts';

/** The title of a lane ('Chicago, IL to Dallas, TX'), also what its buttons are named after. */
export function useLaneTitle() {
  const { t } = useI18n();
  return (lane: SavedLane) =>
    t('lanes.card.title', { origin: lane.origin.name, destination: lane.destination.name });
}

/**
 * One saved lane as a card: where from and to with their radii, and its equipment; `actions` in the
 * header (Edit, Delete on `/saved-lanes`), `children` under the facts (the match link on `/lanes`).
 */
export function LaneCard({
  lane,
  actions,
  children,
}: {
  readonly lane: SavedLane;
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}) {
  const { t } = useI18n();
  const title = useLaneTitle();
  const radius = (miles: number) => t('postings.radius', { miles });
  const mask = lane.equipmentTypes;
  const equipment =
    mask === null
      ? t('postings.anyEquipment')
      : equipmentTypes.entries
          .filter((e) => (mask & e.value) !== 0)
          .map((e) => {
            const key = equipmentTypes.messageKey(e.value);
            return key ? t(key) : e.label;
          })
          .join(', ');
  return (
    <Card headingLevel={3} title={title(lane)} actions={actions}>
      <Stack space="sm">
        <dl className={styles.facts}>
          <Fact term={t('lanes.card.origin')}>{`${lane.origin.name}, ${radius(lane.originRadius)}`}</Fact>
          <Fact term={t('lanes.card.destination')}>
            {`${lane.destination.name}, ${radius(lane.destinationRadius)}`}
          </Fact>
          <Fact term={t('lanes.card.equipment')}>{equipment}</Fact>
        </dl>
        {children}
      </Stack>
    </Card>
  );
}

import { useSavedLanes } from '@freightkit/api/react';
import { laneBoardSearch } from '@freightkit/domain';
import { Inline, Text, useI18n } from '@freightkit/ui';
import { useId } from 'react';
import { Page } from '../../common/Page.tsx';
import { PageTitle } from '../../common/PageTitle.tsx';
import { boardHref } from '../boardQuery.ts';
import { LaneCard } from './LaneCard.tsx';
import { ListState } from './ListState.tsx';
import { MatchLink } from './MatchLink.tsx';
import * as styles from './postings.css.ts';
import { Link } from 'react-router-dom';

/**
 * `/lanes` (spec 1 §2): the company's saved lanes with the count of board loads on each now, each
 * count a link to the board narrowed to that lane (domain's `laneBoardSearch`, counted by the back
 * end). Lanes are added and changed on `/saved-lanes` (ADR 037).
 */
export function LanesScreen() {
  const { t } = useI18n();
  const headingId = useId();
  const lanes = useSavedLanes();
  const manage = <Link to="/saved-lanes">{t('lanes.manage')}</Link>;
  return (
    <Page as="section" aria-labelledby={headingId}>
      <Inline space="md" align="spaceBetween" alignY="center">
        <PageTitle id={headingId}>{t('lanes.heading')}</PageTitle>
        {manage}
      </Inline>
      <Text tone="secondary">{t('lanes.intro')}</Text>
      <ListState
        query={lanes}
        loadingLabel={t('lanes.list')}
        errorTitle={t('lanes.error.title')}
        emptyTitle={t('lanes.empty.title')}
        emptyBody={t('lanes.empty.body')}
      >
        {(items) => (
          <ul className={styles.list} aria-label={t('lanes.list')}>
            {items.map((lane) => (
              <li key={lane.id}>
                <LaneCard lane={lane}>
                  <MatchLink
                    count={lane.matchCount}
                    href={boardHref(
                      laneBoardSearch({
                        ...lane,
                        originLocationId: lane.origin.id,
                        destinationLocationId: lane.destination.id,
                      }),
                      { origin: lane.origin.name, destination: lane.destination.name },
                    )}
                  />
                </LaneCard>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </Page>
  );
}

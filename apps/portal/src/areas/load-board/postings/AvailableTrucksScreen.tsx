import type { PostedTruck } from '@freightkit/api';
import { usePostedTrucks, useRemoveTruck } from '@freightkit/api/react';
import { can, equipmentTypes, truckBoardSearch } from '@freightkit/domain';
import { Banner, Button, Card, Dialog, Inline, Stack, Text, useFormat, useI18n } from '@freightkit/ui';
import { useId, useRef, useState } from 'react';
import { useNotices } from '../../../app/notifications.tsx';
import { useCurrentUser } from '../../../app/session/SessionProvider.tsx';
import { Fact } from '../../common/Fact.tsx';
import { failureText } from '../../common/failureText.ts';
import { Page } from '../../common/Page.tsx';
import { PageTitle } from '../../common/PageTitle.tsx';
import { boardHref } from '../boardQuery.ts';
import * as styles from './postings.css.ts';
import { ListState } from './ListState.tsx';
import { MatchLink } from './MatchLink.tsx';
import { TruckForm } from './TruckForm.tsx';

/** The day a truck is empty, written for people ('Nov 27, 2026'); the stored day is a calendar day, not an instant. */
function useDayText() {
  const { formatDate } = useFormat();
  return (day: string) =>
    formatDate(`${day}T00:00:00Z`, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/**
 * `/live-equipment` (spec 1 §2, titled Available Trucks): the company's posted trucks, each with its
 * count of matching board loads linking to the board narrowed to them (domain's `truckBoardSearch`,
 * counted by the back end), and, for the carrier office ('loadBoard.post'), posting, changing and
 * removing a truck. The form opens above the list; closing it returns focus to "Post a truck".
 */
export function AvailableTrucksScreen() {
  const { t } = useI18n();
  const user = useCurrentUser();
  const notices = useNotices();
  const headingId = useId();
  const dayText = useDayText();
  const trucks = usePostedTrucks();
  const remove = useRemoveTruck();
  const [editing, setEditing] = useState<PostedTruck | 'new' | null>(null);
  const [removing, setRemoving] = useState<PostedTruck | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const canPost = can(user, 'loadBoard.post');

  const equipmentText = (value: number) => {
    const key = equipmentTypes.messageKey(value);
    return key ? t(key) : (equipmentTypes.label(value) ?? String(value));
  };
  const radiusText = (miles: number) => t('postings.radius', { miles });
  const backToStart = () => {
    setEditing(null);
    requestAnimationFrame(() => actionsRef.current?.querySelector('button')?.focus());
  };
  const closeRemove = () => {
    setRemoving(null);
    setRemoveError(null);
  };

  return (
    <Page as="section" aria-labelledby={headingId}>
      <Inline space="md" align="spaceBetween" alignY="center">
        <PageTitle id={headingId}>{t('trucks.heading')}</PageTitle>
        {canPost ? (
          <div ref={actionsRef}>
            <Button
              onClick={() => {
                setEditing('new');
              }}
            >
              {t('trucks.post')}
            </Button>
          </div>
        ) : null}
      </Inline>
      <Text tone="secondary">{t('trucks.intro')}</Text>
      {editing !== null ? (
        <Card>
          <TruckForm
            key={editing === 'new' ? 'new' : editing.id}
            {...(editing === 'new' ? {} : { truck: editing })}
            onDone={backToStart}
          />
        </Card>
      ) : null}
      <ListState
        query={trucks}
        loadingLabel={t('trucks.list')}
        errorTitle={t('trucks.error.title')}
        emptyTitle={t('trucks.empty.title')}
        emptyBody={t('trucks.empty.body')}
      >
        {(items) => (
          <ul className={styles.list} aria-label={t('trucks.list')}>
            {items.map((truck) => {
              const place = truck.emptyLocation.name;
              const equipment = equipmentText(truck.equipmentType);
              const href = boardHref(
                truckBoardSearch({
                  ...truck,
                  emptyLocationId: truck.emptyLocation.id,
                  destinationLocationId: truck.destinationLocation?.id ?? null,
                }),
                { origin: place, destination: truck.destinationLocation?.name ?? null },
              );
              return (
                <li key={truck.id}>
                  <Card
                    headingLevel={3}
                    title={t('trucks.card.title', { equipment, place })}
                    actions={
                      canPost ? (
                        <Inline space="xs">
                          <Button
                            variant="secondary"
                            aria-label={`${t('postings.edit')}: ${t('trucks.card.title', { equipment, place })}`}
                            onClick={() => {
                              setEditing(truck);
                            }}
                          >
                            {t('postings.edit')}
                          </Button>
                          <Button
                            variant="secondary"
                            aria-label={`${t('trucks.remove')}: ${t('trucks.card.title', { equipment, place })}`}
                            onClick={() => {
                              setRemoving(truck);
                            }}
                          >
                            {t('trucks.remove')}
                          </Button>
                        </Inline>
                      ) : undefined
                    }
                  >
                    <Stack space="sm">
                      <dl className={styles.facts}>
                        <Fact term={t('trucks.card.emptyOn')}>{dayText(truck.emptyOn)}</Fact>
                        <Fact term={t('trucks.card.pickup')}>{radiusText(truck.emptyRadius)}</Fact>
                        <Fact term={t('trucks.card.going')}>
                          {truck.destinationLocation
                            ? `${truck.destinationLocation.name}, ${radiusText(truck.destinationRadius)}`
                            : t('postings.anywhere')}
                        </Fact>
                      </dl>
                      <MatchLink count={truck.matchCount} href={href} />
                    </Stack>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
      {removing ? (
        <Dialog
          open
          role="alertdialog"
          size="small"
          title={t('trucks.remove.title')}
          description={t('trucks.remove.body', {
            equipment: equipmentText(removing.equipmentType),
            place: removing.emptyLocation.name,
            date: dayText(removing.emptyOn),
          })}
          onOpenChange={(open) => {
            if (!open) closeRemove();
          }}
          footer={
            <>
              <Button variant="secondary" onClick={closeRemove}>
                {t('postings.cancel')}
              </Button>
              <Button
                loading={remove.isPending}
                onClick={() => {
                  remove.mutateAsync(removing.id).then(
                    () => {
                      notices.success(t('trucks.removed'));
                      closeRemove();
                    },
                    (error: unknown) => {
                      setRemoveError(failureText(t, error));
                    },
                  );
                }}
              >
                {t('trucks.remove')}
              </Button>
            </>
          }
        >
          {removeError ? <Banner tone="critical" title={removeError} /> : null}
        </Dialog>
      ) : null}
    </Page>
  );
}

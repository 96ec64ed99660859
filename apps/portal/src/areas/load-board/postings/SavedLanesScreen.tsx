import type { SavedLane } from '@freightkit/api';
import { useRemoveLane, useSavedLanes } from '@freightkit/api/react';
import { can } from '@freightkit/domain';
import { Banner, Button, Card, Dialog, Inline, Text, useI18n } from '@freightkit/ui';
import { useId, useRef, useState } from 'react';
import { useNotices } from '../../../app/notifications.tsx';
import { useCurrentUser } from '../../../app/session/SessionProvider.tsx';
import { failureText } from '../../common/failureText.ts';
import { Page } from '../../common/Page.tsx';
import { PageTitle } from '../../common/PageTitle.tsx';
import { LaneCard, useLaneTitle } from './LaneCard.tsx';
import { LaneForm } from './LaneForm.tsx';
import { ListState } from './ListState.tsx';
import * as styles from './postings.css.ts';
import { Link } from 'react-router-dom';

/**
 * `/saved-lanes` (spec 1 §2): managing the company's lanes (origin, destination, radii, equipment):
 * add, change, delete, for the carrier office ('loadBoard.post'). Their match counts are on `/lanes`,
 * linked from here (ADR 037). The form opens above the list; closing it returns focus to "Add a lane".
 */
export function SavedLanesScreen() {
  const { t } = useI18n();
  const user = useCurrentUser();
  const notices = useNotices();
  const headingId = useId();
  const title = useLaneTitle();
  const lanes = useSavedLanes();
  const remove = useRemoveLane();
  const [editing, setEditing] = useState<SavedLane | 'new' | null>(null);
  const [removing, setRemoving] = useState<SavedLane | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const canSave = can(user, 'loadBoard.post');

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
        <PageTitle id={headingId}>{t('lanes.savedHeading')}</PageTitle>
        <Inline space="md" alignY="center">
          <Link to="/lanes">{t('lanes.seeMatches')}</Link>
          {canSave ? (
            <div ref={actionsRef}>
              <Button
                onClick={() => {
                  setEditing('new');
                }}
              >
                {t('lanes.add')}
              </Button>
            </div>
          ) : null}
        </Inline>
      </Inline>
      <Text tone="secondary">{t('lanes.savedIntro')}</Text>
      {editing !== null ? (
        <Card>
          <LaneForm
            key={editing === 'new' ? 'new' : editing.id}
            {...(editing === 'new' ? {} : { lane: editing })}
            onDone={backToStart}
          />
        </Card>
      ) : null}
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
                <LaneCard
                  lane={lane}
                  actions={
                    canSave ? (
                      <Inline space="xs">
                        <Button
                          variant="secondary"
                          aria-label={`${t('postings.edit')}: ${title(lane)}`}
                          onClick={() => {
                            setEditing(lane);
                          }}
                        >
                          {t('postings.edit')}
                        </Button>
                        <Button
                          variant="secondary"
                          aria-label={`${t('lanes.delete')}: ${title(lane)}`}
                          onClick={() => {
                            setRemoving(lane);
                          }}
                        >
                          {t('lanes.delete')}
                        </Button>
                      </Inline>
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {removing ? (
        <Dialog
          open
          role="alertdialog"
          size="small"
          title={t('lanes.delete.title')}
          description={t('lanes.delete.body', {
            origin: removing.origin.name,
            destination: removing.destination.name,
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
                      notices.success(t('lanes.deleted'));
                      closeRemove();
                    },
                    (error: unknown) => {
                      setRemoveError(failureText(t, error));
                    },
                  );
                }}
              >
                {t('lanes.delete')}
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

import { ApiError, type TenderListItem } from '@freightkit/api';
import { tenderKeys, useAnswerTender } from '@freightkit/api/react';
import { can, canAnswerTender, TenderOfferStatus } from '@freightkit/domain';
import { Button, OfferResponseDialog, useI18n, type OfferRejection } from '@freightkit/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotices } from '../../app/notifications.tsx';
import { useCurrentUser } from '../../app/session/SessionProvider.tsx';
import { failureText, serverSentence } from '../common/failureText.ts';

/** Props of {@link TenderAnswer}. */
export interface TenderAnswerProps {
  /** The tender to answer. */
  readonly tender: Pick<TenderListItem, 'id' | 'shipmentNumber' | 'status' | 'totalRate'>;
}

/**
 * Accept and Reject buttons of an open tender, each opening the kit's OfferResponseDialog. Shown
 * only where domain allows (an office user, a Sent offer). A refusal (answered elsewhere meanwhile,
 * 409) shows in the dialog, which stays open with what was typed; success closes it with a notice.
 */
export function TenderAnswer({ tender }: TenderAnswerProps) {
  const { t } = useI18n();
  const user = useCurrentUser();
  const notices = useNotices();
  const answer = useAnswerTender();
  const [mode, setMode] = useState<'accept' | 'reject' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const answerable = can(user, 'tenders.respond') && canAnswerTender(tender.status.value);
  if (!answerable && mode === null) return null;

  const open = (next: 'accept' | 'reject') => {
    setRefusal(null);
    setMode(next);
  };
  const send = (body: Parameters<typeof answer.mutate>[0]['body']) => {
    setRefusal(null);
    // mutateAsync, not mutate's callbacks: answering removes the tender from the list being refreshed, so this
    // card may unmount before the mutation settles, and react-query then skips mutate's callbacks (the notice
    // was lost whenever the refetch won the race). The app-level notices outlive the card.
    void answer.mutateAsync({ id: tender.id, body }).then(
      () => {
        setMode(null);
        notices.success(
          t(body.status === TenderOfferStatus.Accepted ? 'tenders.accepted' : 'tenders.rejected', {
            number: tender.shipmentNumber,
          }),
        );
      },
      (error: unknown) => {
        // The server's sentence names what happened (answered elsewhere, rescinded, a field).
        setRefusal(
          error instanceof ApiError && error.status === 409
            ? (serverSentence(t, error) ?? failureText(t, error))
            : failureText(t, error),
        );
      },
    );
  };
  const reject = (rejection: OfferRejection) => {
    send({ status: TenderOfferStatus.Rejected, ...rejection, rejectReason: rejection.rejectReason as 0 });
  };

  return (
    <>
      {answerable ? (
        <>
          <Button
            variant="secondary"
            onClick={() => {
              open('reject');
            }}
          >
            {t('tenders.reject')}
          </Button>
          <Button
            onClick={() => {
              open('accept');
            }}
          >
            {t('tenders.accept')}
          </Button>
        </>
      ) : null}
      {mode === null ? null : (
        <OfferResponseDialog
          mode={mode}
          open
          onOpenChange={(next) => {
            if (next) return;
            setMode(null);
            // After a refusal the tender changed elsewhere: show what it is now, once the user has read why.
            if (refusal !== null) void queryClient.invalidateQueries({ queryKey: tenderKeys.all });
          }}
          shipmentNumber={tender.shipmentNumber}
          rate={tender.totalRate}
          onAccept={() => {
            send({ status: TenderOfferStatus.Accepted });
          }}
          onReject={reject}
          pending={answer.isPending}
          error={refusal}
        />
      )}
    </>
  );
}

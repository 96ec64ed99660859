import { ApiError, type RateRequest } from '@freightkit/api';
import { rateRequestKeys, useDeclineRateRequest, useRespondToRateRequest } from '@freightkit/api/react';
import {
  can,
  canAnswerRateRequest,
  rateRequestNoteMaxLength,
  rateRequestResponseProblemKeys,
  ServiceLevel,
  serviceLevels,
  type RateRequestResponseProblems,
} from '@freightkit/domain';
import { Banner, Button, Dialog, NumberField, Select, TextField, useFormat, useI18n } from '@freightkit/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotices } from '../../app/notifications.tsx';
import { useCurrentUser } from '../../app/session/SessionProvider.tsx';
import { failureText, problemTextsIn, serverSentence } from '../common/failureText.ts';
import { laneOf, pickupDateOptions, serviceLevelOf } from './rateRequestShape.ts';
import * as styles from './rates.css.ts';

/** Props of {@link RateRequestAnswer}. */
export interface RateRequestAnswerProps {
  /** The request to answer. */
  readonly request: Pick<
    RateRequest,
    'id' | 'status' | 'customerName' | 'origin' | 'destination' | 'pickupDate'
  >;
}

/**
 * Respond and Decline on an open rate request, each opening a dialog: the response asks for a rate,
 * a service level and a note (domain's `rateRequestResponseProblemKeys` on submit, in the user's language) and is answered
 * 'Response sent!'; declining takes an optional note. Shown only where domain allows (an office
 * user, a Sent request). A refusal (answered elsewhere meanwhile, 409) shows in the dialog, which
 * stays open with what was typed; closing it then refreshes the request to what it is now.
 */
export function RateRequestAnswer({ request }: RateRequestAnswerProps) {
  const { t } = useI18n();
  const { formatDate } = useFormat();
  const user = useCurrentUser();
  const notices = useNotices();
  const respond = useRespondToRateRequest();
  const decline = useDeclineRateRequest();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'respond' | 'decline' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // What was typed lives here, above the dialog, so a refusal or a closed dialog loses none of it.
  const [rate, setRate] = useState<number | null>(null);
  const [serviceLevel, setServiceLevel] = useState<number>(ServiceLevel.Standard);
  const [note, setNote] = useState('');
  const [declineNote, setDeclineNote] = useState('');
  const [problems, setProblems] = useState<RateRequestResponseProblems>({});
  const answerable = can(user, 'rateRequests.respond') && canAnswerRateRequest(request.status);
  if (!answerable && mode === null) return null;

  const lane = laneOf(request, t);
  const refused = (error: unknown) => {
    // The server's sentence names what happened (answered or declined elsewhere).
    setRefusal(
      error instanceof ApiError && error.status === 409
        ? (serverSentence(t, error) ?? failureText(t, error))
        : failureText(t, error),
    );
  };
  const close = () => {
    setMode(null);
    if (refusal !== null) {
      setRefusal(null);
      void queryClient.invalidateQueries({ queryKey: rateRequestKeys.all });
    }
  };
  const sendResponse = () => {
    const found = problemTextsIn(t, rateRequestResponseProblemKeys({ rate, serviceLevel, note }));
    setProblems(found);
    if (Object.keys(found).length > 0 || rate === null) return;
    setRefusal(null);
    // mutateAsync, not mutate's callbacks: answering removes the request from the list being refreshed,
    // so this component may unmount before the mutation settles (see TenderAnswer).
    void respond
      .mutateAsync({
        id: request.id,
        body: {
          rate,
          serviceLevel: serviceLevel as ServiceLevel,
          note: note.trim() === '' ? null : note.trim(),
        },
      })
      .then(() => {
        setMode(null);
        notices.success(t('shipments.responseSent'));
      }, refused);
  };
  const sendDecline = () => {
    if (declineNote.trim().length > rateRequestNoteMaxLength) return;
    setRefusal(null);
    void decline
      .mutateAsync({ id: request.id, body: { note: declineNote.trim() === '' ? null : declineNote.trim() } })
      .then(() => {
        setMode(null);
        notices.success(t('rates.declined', { lane }));
      }, refused);
  };
  const footer = (primary: string, onClick: () => void, pending: boolean, critical: boolean) => (
    <div className={styles.dialogFooter}>
      <Button variant="secondary" onClick={close}>
        {t('rates.respond.cancel')}
      </Button>
      <Button variant={critical ? 'critical' : 'primary'} loading={pending} onClick={onClick}>
        {primary}
      </Button>
    </div>
  );
  const pickup = formatDate(request.pickupDate, pickupDateOptions);

  return (
    <>
      {answerable ? (
        <>
          <Button
            variant="secondary"
            onClick={() => {
              setRefusal(null);
              setMode('decline');
            }}
          >
            {t('rates.decline')}
          </Button>
          <Button
            onClick={() => {
              setRefusal(null);
              setMode('respond');
            }}
          >
            {t('rates.respond')}
          </Button>
        </>
      ) : null}
      {mode === 'respond' ? (
        <Dialog
          open
          onOpenChange={(next) => {
            if (!next) close();
          }}
          size="small"
          title={t('rates.respond.title', { lane })}
          footer={footer(t('rates.respond.send'), sendResponse, respond.isPending, false)}
        >
          <form
            className={styles.dialogBody}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              sendResponse();
            }}
          >
            {refusal ? <Banner tone="critical" title={refusal} live /> : null}
            <p className={styles.text}>
              {t('rates.respond.intro', { customer: request.customerName, pickup })}
            </p>
            <NumberField
              label={t('rates.respond.rate')}
              required
              min={0}
              step={0.01}
              value={rate}
              onChange={setRate}
              error={problems.rate}
            />
            <Select
              label={t('rates.respond.serviceLevel')}
              required
              options={serviceLevels.entries.map((e) => ({
                value: String(e.value),
                label: serviceLevelOf(e.value, t),
              }))}
              value={String(serviceLevel)}
              onChange={(value) => {
                setServiceLevel(Number(value));
              }}
              error={problems.serviceLevel}
            />
            <TextField
              label={t('rates.respond.note')}
              rows={3}
              maxLength={rateRequestNoteMaxLength}
              value={note}
              onChange={setNote}
              error={problems.note}
            />
          </form>
        </Dialog>
      ) : null}
      {mode === 'decline' ? (
        <Dialog
          open
          onOpenChange={(next) => {
            if (!next) close();
          }}
          size="small"
          title={t('rates.decline.title', { lane })}
          footer={footer(t('rates.decline.confirm'), sendDecline, decline.isPending, true)}
        >
          <div className={styles.dialogBody}>
            {refusal ? <Banner tone="critical" title={refusal} live /> : null}
            <p className={styles.text}>{t('rates.decline.intro', { customer: request.customerName })}</p>
            <TextField
              label={t('rates.respond.note')}
              rows={3}
              maxLength={rateRequestNoteMaxLength}
              value={declineNote}
              onChange={setDeclineNote}
            />
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

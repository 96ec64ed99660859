import {
  answerText,
  rejectReasonNeedsNote,
  rejectReasonNeedsRate,
  renderMessage,
  tenderNoteMaxLength,
  tenderRejectionProblemKeys,
  tenderRejectReasons,
  type AnswerMessage,
  type TenderRejection,
  type Translate,
} from '@freightkit/domain';
import { useState, type ReactNode } from 'react';
import { Banner } from '../Banner/index.ts';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { useI18n } from '../i18n/I18nContext.tsx';
import { useFormat } from '../i18n/useFormat.ts';
import { NumberField } from '../NumberField/index.ts';
import { RadioGroup } from '../RadioGroup/index.ts';
import { TextField } from '../TextField/index.ts';
import * as styles from './OfferResponseDialog.css.ts';

/** What the carrier sends when rejecting (domain's rejection: reason, note, counter rate). */
export interface OfferRejection {
  rejectReason: number;
  note: string | null;
  counterRate: number | null;
}

/** Props of {@link OfferResponseDialog}. */
export interface OfferResponseDialogProps {
  /** Accept asks for a confirmation; reject asks for a reason and its extra fields. */
  mode: 'accept' | 'reject';
  /** Controlled open state. */
  open: boolean;
  /** Called when the dialog asks to close (Cancel, Escape, ×). */
  onOpenChange: (open: boolean) => void;
  /** The load's shipment number (in the title). */
  shipmentNumber: string;
  /** The total rate offered, dollars (in the acceptance sentence). */
  rate: number;
  /** Called on a confirmed acceptance. */
  onAccept?: () => void;
  /** Called with a rejection that domain's rule lets through. */
  onReject?: (rejection: OfferRejection) => void;
  /** The answer is being sent: the primary button shows progress. @default false */
  pending?: boolean;
  /**
   * Why the last answer was refused (e.g. answered elsewhere meanwhile); shown in the dialog while
   * everything typed stays in place.
   */
  error?: ReactNode;
}

/**
 * The carrier's answer to an offer (spec 1 §4): a confirmation to accept, or a reject reason (the
 * six of domain's enum, arrow keys to choose) with the extra fields the reason needs by domain's
 * rule: the rate the carrier would take for "Dislikes Rate", a note (required for "Other"). Problems
 * show on submit; a refusal from the back end shows in the dialog and keeps what was typed.
 *
 * @example
 * <OfferResponseDialog mode="reject" open={open} onOpenChange={setOpen} shipmentNumber="100012"
 *   rate={2100} onReject={(r) => answer.mutate(r)} pending={answer.isPending} error={refusal} />
 */
export function OfferResponseDialog({
  mode,
  open,
  onOpenChange,
  shipmentNumber,
  rate,
  onAccept,
  onReject,
  pending = false,
  error,
}: OfferResponseDialogProps) {
  const { t } = useI18n();
  const { formatMoney } = useFormat();
  const [reason, setReason] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [counterRate, setCounterRate] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const rejection: TenderRejection = { rejectReason: reason ?? -1, note, counterRate };
  const problemKeys = tried ? tenderRejectionProblemKeys(rejection) : {};
  const problems = {
    rejectReason: problemText(t, problemKeys.rejectReason),
    note: problemText(t, problemKeys.note),
    counterRate: problemText(t, problemKeys.counterRate),
  };
  const submit = () => {
    if (mode === 'accept') {
      onAccept?.();
      return;
    }
    setTried(true);
    if (reason === null || Object.keys(tenderRejectionProblemKeys(rejection)).length > 0) return;
    onReject?.({
      rejectReason: reason,
      note: note.trim() === '' ? null : note.trim(),
      counterRate: rejectReasonNeedsRate(reason) ? counterRate : null,
    });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="small"
      role={mode === 'accept' ? 'alertdialog' : 'dialog'}
      title={t(mode === 'accept' ? 'kit.offer.acceptTitle' : 'kit.offer.rejectTitle', {
        number: shipmentNumber,
      })}
      footer={
        <div className={styles.footer}>
          <Button
            variant="secondary"
            onClick={() => {
              onOpenChange(false);
            }}
          >
            {t('kit.offer.cancel')}
          </Button>
          <Button variant={mode === 'accept' ? 'primary' : 'critical'} loading={pending} onClick={submit}>
            {t(mode === 'accept' ? 'kit.offer.accept' : 'kit.offer.reject')}
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        {error ? <Banner tone="critical" title={error} live /> : null}
        {mode === 'accept' ? (
          <p className={styles.text}>
            {t('kit.offer.acceptBody', { number: shipmentNumber, rate: formatMoney(rate) })}
          </p>
        ) : (
          <>
            <RadioGroup
              label={t('kit.offer.reason')}
              required
              options={tenderRejectReasons.entries.map((e) => {
                const key = tenderRejectReasons.messageKey(e.value);
                return { value: String(e.value), label: key ? t(key) : e.label };
              })}
              value={reason === null ? '' : String(reason)}
              onChange={(value) => {
                setReason(Number(value));
              }}
              error={problems.rejectReason}
            />
            {rejectReasonNeedsRate(reason) ? (
              <NumberField
                label={t('kit.offer.counterRate')}
                description={t('kit.offer.counterRateHint')}
                required
                min={0}
                step={0.01}
                value={counterRate}
                onChange={setCounterRate}
                error={problems.counterRate}
              />
            ) : null}
            <TextField
              label={t('kit.offer.note')}
              description={rejectReasonNeedsNote(reason) ? t('kit.offer.noteRequired') : undefined}
              required={rejectReasonNeedsNote(reason)}
              rows={3}
              maxLength={tenderNoteMaxLength}
              value={note}
              onChange={setNote}
              error={problems.note}
            />
          </>
        )}
      </div>
    </Dialog>
  );
}

/** A rule's keyed problem in the reader's language (the rule's English where the catalogs lack the key). */
function problemText(t: Translate, problem: AnswerMessage | undefined): string | undefined {
  return problem === undefined ? undefined : renderMessage(t, { text: answerText(problem), answer: problem });
}

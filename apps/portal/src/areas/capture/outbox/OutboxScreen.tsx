import { documentTypes, renderMessage, type Translate } from '@freightkit/domain';
import {
  Banner,
  Button,
  Dialog,
  EmptyState,
  Heading,
  Inline,
  ProgressBar,
  Stack,
  StatusChip,
  Text,
  useFormat,
  useI18n,
} from '@freightkit/ui';
import { useState } from 'react';
import { RouterLink } from '../../../app/RouterLink.tsx';
import { Page } from '../../common/Page.tsx';
import { capturePath } from '../paths.ts';
import type { Capture, CaptureRefusal, CaptureState } from './outboxStore.ts';
import { useOnline, useOutbox, useOutboxSnapshot } from './OutboxProvider.tsx';
import * as styles from './outbox.css.ts';

const stateTone = {
  waiting: 'caution',
  sending: 'info',
  sent: 'positive',
  refused: 'critical',
} as const satisfies Record<CaptureState, string>;

/** A size in KB or MB, for the outbox list. */
function useSizeText() {
  const { formatNumber } = useFormat();
  return (bytes: number) =>
    bytes >= 1024 * 1024
      ? `${formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`
      : `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** One capture: what it is, its state, progress while sending, the refusal and what the driver can do. */
export function OutboxItem({
  capture,
  progress,
  onSend,
  onDiscard,
}: {
  capture: Capture;
  /** Fraction 0–1 while sending. */
  progress: number | undefined;
  onSend: () => void;
  onDiscard: () => void;
}) {
  const { t } = useI18n();
  const { formatDateTime } = useFormat();
  const sizeText = useSizeText();
  const typeKey = documentTypes.messageKey(capture.type);
  const title = t('capture.outbox.item', {
    type: typeKey ? t(typeKey) : String(capture.type),
    shipmentNumber: capture.shipmentNumber,
    stop: capture.stopLabel,
  });
  const pages = t('capture.outbox.pages', { count: capture.pageCount, size: sizeText(capture.size) });
  return (
    <li className={styles.item} data-state={capture.state} aria-label={title}>
      <Stack space="sm">
        <Inline space="sm" alignY="center">
          <Heading level={4} as="h3">
            {title}
          </Heading>
          <StatusChip tone={stateTone[capture.state]}>{t(`capture.state.${capture.state}`)}</StatusChip>
        </Inline>
        <Text size="sm" tone="secondary">
          {capture.name} · {pages} ·{' '}
          {t('capture.outbox.capturedAt', { time: formatDateTime(capture.createdAt) })}
        </Text>
        {capture.state === 'sending' ? (
          <ProgressBar
            label={t('capture.outbox.progress', { name: capture.name })}
            value={Math.round((progress ?? 0) * 100)}
          />
        ) : null}
        {capture.state === 'waiting' && capture.nextAttemptAt !== null ? (
          <Text size="sm" tone="secondary">
            {t('capture.outbox.nextTry', { time: formatDateTime(capture.nextAttemptAt) })}
          </Text>
        ) : null}
        {capture.state === 'refused' && capture.refusal ? (
          <Banner
            tone="critical"
            title={t('capture.outbox.refusedReason', { reason: refusalText(t, capture.refusal) })}
            description={t('capture.outbox.refusedHint')}
          />
        ) : null}
        {capture.state === 'sent' || capture.state === 'sending' ? null : (
          <Inline space="sm">
            <Button variant={capture.state === 'refused' ? 'secondary' : 'primary'} onClick={onSend}>
              {t(capture.state === 'refused' ? 'capture.outbox.sendAgain' : 'capture.outbox.sendNow')}
            </Button>
            {capture.state === 'refused' ? (
              <RouterLink
                href={capturePath({
                  shipmentId: capture.shipmentId,
                  shipmentNumber: capture.shipmentNumber,
                  orderStopId: capture.orderStopId,
                  stopLabel: capture.stopLabel,
                })}
              >
                {t('capture.outbox.captureAgain')}
              </RouterLink>
            ) : null}
            <Button variant="ghost" onClick={onDiscard}>
              {t('capture.outbox.discard')}
            </Button>
          </Inline>
        )}
      </Stack>
    </li>
  );
}

/**
 * The outbox page (`/outbox`, ADR 039): every capture of the signed-in user with its state — waiting,
 * sending with progress, sent, refused with the back end's reason — and Send now / Send again /
 * Capture again / Discard. Opens offline too: it reads only the browser's storage.
 */
export function OutboxScreen() {
  const { t } = useI18n();
  const outbox = useOutbox();
  const { captures, progress } = useOutboxSnapshot();
  const online = useOnline();
  const [discarding, setDiscarding] = useState<Capture | null>(null);
  const sent = captures.filter((c) => c.state === 'sent');

  return (
    <Page>
      <Stack space="md">
        <Heading level={2}>{t('capture.outbox.heading')}</Heading>
        <Text tone="secondary">{t('capture.outbox.intro')}</Text>
        {online ? null : <Banner tone="caution" title={t('capture.outbox.offline')} live />}
        {captures.length === 0 ? (
          <EmptyState
            title={t('capture.outbox.empty')}
            description={t('capture.outbox.emptyHint')}
            icon="upload"
          />
        ) : (
          <ul className={styles.list}>
            {[...captures].reverse().map((capture) => (
              <OutboxItem
                key={capture.id}
                capture={capture}
                progress={progress[capture.id]}
                onSend={() => void outbox?.retry(capture.id)}
                onDiscard={() => {
                  setDiscarding(capture);
                }}
              />
            ))}
          </ul>
        )}
        {sent.length > 0 ? (
          <Inline space="sm">
            <Button
              variant="secondary"
              onClick={() => {
                for (const capture of sent) void outbox?.discard(capture.id);
              }}
            >
              {t('capture.outbox.clearSent')}
            </Button>
          </Inline>
        ) : null}
      </Stack>
      <Dialog
        open={discarding !== null}
        onOpenChange={(open) => {
          if (!open) setDiscarding(null);
        }}
        role="alertdialog"
        size="small"
        title={t('capture.outbox.discardTitle')}
        description={t('capture.outbox.discardBody')}
        footer={
          <Inline space="sm" align="right">
            <Button
              variant="secondary"
              onClick={() => {
                setDiscarding(null);
              }}
            >
              {t('capture.outbox.keep')}
            </Button>
            <Button
              variant="critical"
              onClick={() => {
                if (discarding) void outbox?.discard(discarding.id);
                setDiscarding(null);
              }}
            >
              {t('capture.outbox.discard')}
            </Button>
          </Inline>
        }
      />
    </Page>
  );
}

/** A kept refusal in the reader's language where it carries keys (ADR 048), else as the server wrote it. */
function refusalText(t: Translate, refusal: CaptureRefusal): string {
  return refusal.texts === undefined
    ? refusal.message
    : refusal.texts.map((text) => renderMessage(t, text)).join(' ');
}
